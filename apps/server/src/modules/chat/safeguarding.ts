import {
  ageOn,
  quietHoursEnd,
  type ChatFriend,
  type ChatRefusal,
  type OrganisationSettings,
} from '@fieldhouse/contract';
import { isAdult } from '../../platform/account-flow.ts';
import type { DbOrTrx } from '../../db/connect.ts';
import { AppError } from '../../platform/errors.ts';
import { familyLinks } from './family.repository.ts';

/** Under this age only the child's parents message the child (safeguarding.parentsOnlyUnder13). */
export const PARENTS_ONLY_UNDER = 13;

export type Someone = { id: number; full_name: string; date_of_birth: string | null };
type Parent = { id: number; name: string };

/** The settings and family links the rules of a set of conversations read, taken once. */
export type RuleContext = {
  settings: OrganisationSettings;
  parentsOf: Map<number, Parent[]>;
  demoContactId: number | null;
  now: number;
};

export async function ruleContext(
  db: DbOrTrx,
  settings: OrganisationSettings,
  people: readonly Someone[],
  demoContactId: number | null,
): Promise<RuleContext> {
  const now = Date.now();
  const minors = people.filter((p) => !isAdult(p.date_of_birth, settings, new Date(now))).map((p) => p.id);
  const parentsOf = new Map<number, Parent[]>();
  for (const link of await familyLinks(db, { childIds: minors })) {
    const list = parentsOf.get(link.child_id) ?? [];
    list.push({ id: link.parent_id, name: link.parent_name });
    parentsOf.set(link.child_id, list);
  }
  return { settings, parentsOf, demoContactId, now };
}

/**
 * The rules of a conversation of two people, as `me` sees it. Its watchers are the linked parents
 * of the minor(s) in it, read now rather than stored with each message: a parent linked later sees
 * the history, and one no longer linked stops seeing it, with no rows to copy or remove.
 */
export type Rules = {
  /** Why `me` may not write, or null. */
  refusal: ChatRefusal | null;
  /** Parents who see every message live (not `me`, not `other`). */
  watchers: Parent[];
  /** The people shown in the header when the conversation is a group (an adult, a child, their parents). */
  members: ChatFriend['members'];
  /** `me` is a child whose parents can read this. */
  watched: boolean;
  /** The minor a message from `me` goes to, whose quiet hours hold it; else null. */
  quietFor: Someone | null;
};

export function rulesOf(ctx: RuleContext, me: Someone, other: Someone): Rules {
  const { settings, parentsOf } = ctx;
  const rules = settings.safeguarding;
  const minor = (p: Someone) => !isAdult(p.date_of_birth, settings, new Date(ctx.now));
  const parentsOfMe = parentsOf.get(me.id) ?? [];
  const parentsOfOther = parentsOf.get(other.id) ?? [];
  const family = parentsOfMe.some((p) => p.id === other.id) || parentsOfOther.some((p) => p.id === me.id);
  const none: Rules = { refusal: null, watchers: [], members: [], watched: false, quietFor: null };
  if (other.id === ctx.demoContactId) return none;
  if (family) return none;
  const watched = minor(me) && rules.guardiansInChat && parentsOfMe.length > 0;
  const quietFor = minor(other) ? other : null;
  if (minor(me) === minor(other)) {
    // Two adults, or two children: their parents read along (read-only) but are not in it.
    const watchers = rules.guardiansInChat ? [...parentsOfMe, ...parentsOfOther] : [];
    return { ...none, watchers, watched, quietFor };
  }
  const [child, adult] = minor(me) ? [me, other] : [other, me];
  const parents = parentsOf.get(child.id) ?? [];
  let refusal: ChatRefusal | null = null;
  if (
    rules.parentsOnlyUnder13 &&
    child.date_of_birth &&
    ageOn(child.date_of_birth, new Date(ctx.now)) < PARENTS_ONLY_UNDER
  ) {
    refusal = 'CHAT_PARENTS_ONLY';
  } else if (rules.guardiansInChat && parents.length === 0) {
    refusal = 'CHAT_CHILD_NEEDS_PARENT';
  }
  if (!rules.guardiansInChat) return { ...none, refusal, quietFor };
  const members = [
    { name: adult.full_name, parentOf: null },
    { name: child.full_name, parentOf: null },
    ...parents.map((p) => ({ name: p.name, parentOf: child.full_name })),
  ];
  return { refusal, watchers: parents, members, watched, quietFor };
}

/** When a message to `child` sent now reaches them (quiet hours), or null for at once. */
export function heldUntil(ctx: RuleContext, child: Someone | null): number | null {
  if (!child || !ctx.settings.safeguarding.quietHours) return null;
  return quietHoursEnd(ctx.now, ctx.settings.timeZone, ctx.settings.quietHours);
}

const MESSAGES: Record<ChatRefusal, [number, string]> = {
  CHAT_PARENTS_ONLY: [
    403,
    'Under 13, a child is messaged only by their parents, and messages only them: this conversation cannot go on.',
  ],
  CHAT_CHILD_NEEDS_PARENT: [
    409,
    'This child has no linked parent yet: an adult other than a parent messages a child only with a parent in the conversation.',
  ],
  CHAT_READ_ONLY: [403, 'You can read your child’s conversation with another child, not write in it.'],
};

export function refused(code: ChatRefusal): AppError {
  const [status, message] = MESSAGES[code];
  return new AppError(status, code, message);
}
