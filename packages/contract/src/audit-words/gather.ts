import { AREA_AUDITS } from './areas.ts';
import type { AuditAction, SharedAuditAction } from '../audit-actions.ts';
import type { AreaAudit } from './area.ts';
import type { AuditWords } from './word.ts';

/** A language's words for what no single area records: the kinds of entry `SharedAuditAction` names. */
export type SharedAuditWords = Omit<AuditWords, 'actions' | 'details'> & {
  actions: Record<SharedAuditAction, string>;
  details: Partial<Record<SharedAuditAction, readonly string[]>>;
};

/**
 * The shared words with every area's added (`AREA_AUDITS`): each area's words cover its own
 * actions (`areaAudit` checks it), so the whole covers every `AuditAction`.
 */
export function withAreaWords(shared: SharedAuditWords, language: 'en' | 'ar'): AuditWords {
  const areas = Object.values(AREA_AUDITS).map((audit: AreaAudit) => audit[language]);
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
  };
}
