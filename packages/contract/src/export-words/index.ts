export * from './word.ts';
export * from './en.ts';
export * from './ar.ts';
