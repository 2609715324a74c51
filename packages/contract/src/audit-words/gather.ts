import { areaTitlesArabic, loadAreaWords } from '../area-words.ts';
import type { AreaKey } from '../areas.ts';
import type { AuditAction, SharedAuditAction } from '../audit-actions.ts';
import { sharedAuditWordsAr } from './ar.ts';
import type { AreaAudit } from './area.ts';
import { sharedAuditWordsEn } from './en.ts';
import type { AuditWords } from './word.ts';

/**
 * A language's words for what no single area records: the kinds of entry `SharedAuditAction`
 * names, and the titles of the areas whose `words.ts` does not word them.
 */
export type SharedAuditWords = Omit<AuditWords, 'actions' | 'details' | 'grants'> & {
  actions: Record<SharedAuditAction, string>;
  details: Partial<Record<SharedAuditAction, readonly string[]>>;
  grants: { areas: Partial<Record<AreaKey, string>>; actions: Record<string, string> };
};

import type { AuditLanguage } from '../audit/audit.ts';

/**
 * The shared words with every area's added: each area's words cover its own actions (`areaAudit`
 * checks it), so the whole covers every `AuditAction`.
 */
function withAreaWords(
  shared: SharedAuditWords,
  language: AuditLanguage,
  audits: readonly AreaAudit[],
  areaTitles: Partial<Record<AreaKey, string>>,
): AuditWords {
  const areas = audits.map((audit) => audit[language]);
  return {
    ...shared,
    actions: Object.assign({}, shared.actions, ...areas.map((words) => words.actions)) as Record<
      AuditAction,
      string
    >,
    details: Object.assign(
      {},
      shared.details,
      ...areas.map((words) => words.details ?? {}),
    ) as AuditWords['details'],
    terms: Object.assign({}, shared.terms, ...areas.map((words) => words.terms ?? {})) as AuditWords['terms'],
    grants: {
      ...shared.grants,
      areas: { ...areaTitles, ...shared.grants.areas } as Record<AreaKey, string>,
    },
  };
}

let loaded: Promise<Record<AuditLanguage, AuditWords>> | undefined;

/** The trail's words in each language, every area's included, once their words have loaded. */
export function loadAuditWords(): Promise<Record<AuditLanguage, AuditWords>> {
  loaded ??= loadAreaWords().then((words) => {
    const audits = Object.values(words).flatMap((area) => (area.audit ? [area.audit] : []));
    return {
      en: withAreaWords(sharedAuditWordsEn, 'en', audits, {}),
      ar: withAreaWords(sharedAuditWordsAr, 'ar', audits, areaTitlesArabic(words)),
    };
  });
  return loaded;
}
