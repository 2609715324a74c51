export * from './word.ts';
export { loadAuditWords } from './gather.ts';
