import {
  AREAS,
  MENU_CONTAINERS,
  type Action,
  type AreaDeclaration,
  type AreaKey,
  type Areas,
  type MenuContainerKey,
  type MenuEntry,
  type SeededRole,
} from './areas.ts';

/* What the registry (areas.ts) implies: every action, the personal ones, a seeded role's, the menu and its words. */

const areaEntries = Object.entries(AREAS) as [AreaKey, AreaDeclaration][];

export const actionsOf = (area: AreaKey): Action[] =>
  (AREAS[area] as AreaDeclaration).actions.map((name) => `${area}.${name}` as Action);

/** Every action the registry declares. */
export const ACTIONS: readonly Action[] = areaEntries.flatMap(([area]) => actionsOf(area));

/** Whether an area is everyone's own (`personal`): never granted or taken away by a role. */
export const isPersonalArea = (area: AreaKey): boolean => (AREAS[area] as AreaDeclaration).personal === true;

/** The actions every signed-in person holds, whatever their role. */
export const PERSONAL_ACTIONS: readonly Action[] = areaEntries.flatMap(([area]) =>
  isPersonalArea(area) ? actionsOf(area) : [],
);

/** The actions a seeded role starts with. */
export function seededActions(role: SeededRole): Action[] {
  if (role === 'superAdmin') return [...ACTIONS];
  return areaEntries.flatMap(([area, declaration]) => {
    const held = declaration.holders[role];
    if (!held) return [];
    return held === 'all' ? actionsOf(area) : held.map((name) => `${area}.${name}` as Action);
  });
}

/** Every menu item with the actions that show it. */
export const MENU_ENTRIES: readonly (MenuEntry & { actions: readonly Action[] })[] = areaEntries.flatMap(
  ([area, declaration]) =>
    declaration.menu.map((entry) => ({
      ...entry,
      actions: entry.actions ? entry.actions.map((name) => `${area}.${name}` as Action) : actionsOf(area),
    })),
);

/** The words the menu and the roles area show, in English: each language's catalog words them. */
export type MenuWord =
  | (typeof MENU_CONTAINERS)[MenuContainerKey]['title']
  | Areas[AreaKey]['title']
  | Areas[AreaKey]['menu'][number]['title']
  | BadgeTitle;
type BadgeTitle = Extract<Areas[AreaKey]['menu'][number], { badge: unknown }>['badge']['title'];

export const MENU_WORDS: readonly MenuWord[] = [
  ...new Set<MenuWord>([
    ...Object.values(MENU_CONTAINERS).map((c) => c.title),
    ...areaEntries.map(([, a]) => a.title as MenuWord),
    ...MENU_ENTRIES.flatMap((e) => [e.title, ...(e.badge ? [e.badge.title] : [])] as MenuWord[]),
  ]),
];
