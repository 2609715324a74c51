import type { BadgeType, MenuContainerKey, NavIcon, SeededRole } from './areas.ts';

/* The shapes of the registry's entries (areas.ts). */

export type MenuContainer = {
  id: number;
  type: 'group' | 'collapse';
  title: string;
  icon?: NavIcon;
  parent?: string;
  order: number;
};

/** A leaf of the side menu. It shows when the role holds any of `actions` (default: any action of its area). */
export type MenuEntry = {
  id: number;
  title: string;
  /** A route of the console, or an address when `external`. */
  url: string;
  in: MenuContainerKey;
  order: number;
  icon?: NavIcon;
  badge?: { title: string; type: BadgeType };
  hidden?: true;
  external?: true;
  /** Opens in a new tab. */
  target?: true;
  breadcrumbs?: false;
  classes?: string;
  actions?: readonly string[];
};

export type AreaDeclaration = {
  /** What the roles area calls it (English; the console words it in the reader's language). */
  title: string;
  actions: readonly string[];
  menu: readonly MenuEntry[];
  /** The actions each seeded role other than Super Admin starts with. */
  holders: Partial<Record<Exclude<SeededRole, 'superAdmin'>, 'all' | readonly string[]>>;
  /**
   * What every signed-in person needs for their own account (their profile, notifications, chat):
   * held whatever their role, so no role's ticks can take it away; the roles editor leaves it out.
   */
  personal?: true;
};
