/*
 * What an area brings to the trail from its folder: the kinds of entry its services write, and
 * their words in each language (audit-words/ gathers every area's through `AREA_CONTRACTS`).
 */

/** One language's words for an area's entries, and for the terms their details name (`event.open`). */
export type AreaAuditWords<A extends string, T extends string> = {
  actions: Record<A, string>;
  /** As `AuditWords.details`: each kind's parts, a part shown when every `{fact}` it names is there. */
  details?: Partial<Record<A, readonly string[]>>;
  terms?: Record<T, string>;
};

export type AreaAudit = {
  actions: readonly string[];
  en: AreaAuditWords<string, string>;
  ar: AreaAuditWords<string, string>;
};

/** Checks that each language words every kind the area lists, and Arabic every English term. */
export const areaAudit = /*#__NO_SIDE_EFFECTS__*/ <
  const A extends string,
  const T extends string = never,
>(audit: {
  actions: readonly A[];
  en: AreaAuditWords<NoInfer<A>, T>;
  ar: AreaAuditWords<NoInfer<A>, NoInfer<T>>;
}) => audit;
