import type { AreaKey } from '../areas.ts';
import type { AuditAction } from '../audit-actions.ts';

/**
 * An audit entry's detail is stored as facts, not sentences, so each reader's language words it:
 * a fact is a name as written (a person, a team), a number, a term (a code with a catalog word, and
 * the name to show where a catalog has none), or a list of these.
 */
export type AuditTerm = { key: string; name: string };
export type AuditFactValue = string | number | AuditTerm;
export type AuditFact = AuditFactValue | readonly AuditFactValue[];
export type AuditFacts = Record<string, AuditFact>;

/** One language's words for the trail. */
export type AuditWords = {
  actions: Record<AuditAction, string>;
  /**
   * Each kind's detail as parts; a part shows when every `{fact}` it names is there. A kind
   * without parts (or one added later) shows its facts as `name: value` pairs.
   */
  details: Partial<Record<AuditAction, readonly string[]>>;
  /** Words for terms by key (`role.coach`, `event.open`, `object.event`…). */
  terms: Record<string, string>;
  /**
   * A role's permission (`grant.event.view`) as the roles editor names it: the area's title and
   * the action's word, by the registry's keys.
   */
  grants: { areas: Record<AreaKey, string>; actions: Record<string, string> };
  /** Between a detail's parts, and between a list's items. */
  partSeparator: string;
  listSeparator: string;
};

export const auditTerm = (namespace: string, code: string, name: string = code): AuditTerm => ({
  key: `${namespace}.${code}`,
  name,
});

const isAction = (words: AuditWords, action: string): action is AuditAction => action in words.actions;

/** The action in the reader's words; one the catalog does not know yet reads as its code's words. */
export function auditActionWords(words: AuditWords, action: string): string {
  if (isAction(words, action)) return words.actions[action];
  const spaced = action.replace(/[-_.]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A term in the reader's words, or the name it was written with. */
export function auditTermWords(words: AuditWords, term: AuditTerm): string {
  const known = words.terms[term.key];
  if (known) return known;
  if (term.key.startsWith('action.')) return auditActionWords(words, term.key.slice('action.'.length));
  if (term.key.startsWith('grant.')) {
    const [area = '', action = ''] = term.key.slice('grant.'.length).split('.');
    const areaWords = words.grants.areas[area as AreaKey];
    const actionWords = words.grants.actions[action];
    if (areaWords && actionWords) return `${areaWords}: ${actionWords}`;
  }
  return term.name;
}

function factWords(words: AuditWords, fact: AuditFact): string {
  const one = (value: AuditFactValue) =>
    typeof value === 'object' ? auditTermWords(words, value) : String(value);
  return Array.isArray(fact) ? fact.map(one).join(words.listSeparator) : one(fact as AuditFactValue);
}

/** The detail of an entry in the reader's words; '' when it has nothing to add. */
export function auditDetailWords(words: AuditWords, action: string, facts: AuditFacts): string {
  const parts = isAction(words, action) ? words.details[action] : undefined;
  const present = (name: string) => {
    const fact = facts[name];
    return fact !== undefined && fact !== '' && !(Array.isArray(fact) && fact.length === 0);
  };
  if (!parts) {
    return Object.keys(facts)
      .filter(present)
      .map((name) => `${name}: ${factWords(words, facts[name]!)}`)
      .join(words.partSeparator);
  }
  return parts
    .filter((part) => [...part.matchAll(/\{(\w+)\}/g)].every(([, name]) => present(name!)))
    .map((part) => part.replace(/\{(\w+)\}/g, (_, name: string) => factWords(words, facts[name]!)))
    .join(words.partSeparator);
}
