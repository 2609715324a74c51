import type { EndpointDefinition, EndpointKey } from './endpoints/define.ts';

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

/** The intersection of a union's members: the lists below are merged into one object. */
export type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
