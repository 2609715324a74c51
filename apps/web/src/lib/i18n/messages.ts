/**
 * What another language provides for English words `T`: each key, as text. Plural forms a language
 * has and English lacks (Arabic's _zero, _two, _few, _many) come on top.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> } & Record<
  string,
  unknown
>;
