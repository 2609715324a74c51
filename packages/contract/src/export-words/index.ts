export * from './word.ts';
export { loadExportWords, type ExportLanguage } from './gather.ts';
export { sportNamesAr } from './ar.ts';
