import type { English } from './en.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> } & Record<string, unknown>;

/**
 * What every other language provides: each English key, as text. Plural forms a language has and
 * English lacks (Arabic's _zero, _two, _few, _many) come on top.
 */
export type Messages = Shape<English>;
