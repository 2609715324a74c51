// The organisation settings area's contract: its schemas and its endpoints.
export * from './settings.ts';
export { settingsEndpoints } from './endpoints.ts';
