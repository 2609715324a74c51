import type { AreaKey, Areas } from './areas.ts';
import type { AreaAudit } from './audit-words/area.ts';
import type { EndpointDefinition, EndpointKey } from './endpoints/define.ts';
import type { AreaExportWords } from './export-words/area.ts';

/**
 * An area's own part of the contract, from its folder: its endpoints, and the error codes only it
 * answers with. `AREA_CONTRACTS` (areas.ts) gathers them into the endpoint table and `ErrorCode`,
 * so a new area names itself there and nowhere else in the contract.
 */
export type AreaContract = {
  /** Its groups of endpoints (one a file); counted apart, so a key two groups declare is caught. */
  endpoints: readonly Readonly<Record<EndpointKey, EndpointDefinition>>[];
  errorCodes?: readonly string[];
};

/**
 * What an area's `words.ts` exports: its words that only some pages and the server's files read,
 * loaded when asked (`AREA_WORDS`, area-words.ts) so the console's first load does not carry them.
 */
export type AreaWords = {
  /** The words of the entries it writes to the audit trail. */
  audit?: AreaAudit;
  /** The headers of its CSV exports. */
  csv?: AreaExportWords<object>;
  /** Its registry words (title, menu titles, badges) in Arabic, by their English. */
  registryAr: Record<string, string>;
};

/** The registry words of one area: what its `registryAr` must word. */
export type RegistryWords<A extends AreaKey> =
  | Areas[A]['title']
  | Areas[A]['menu'][number]['title']
  | Extract<Areas[A]['menu'][number], { badge: unknown }>['badge']['title'];

/** The intersection of a union's members: the lists below are merged into one object. */
export type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
