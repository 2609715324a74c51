/** The error codes only the CSV import answers with. */
export const IMPORT_ERROR_CODES = [
  /** The file is bigger than the configured limit (`IMPORT_MAX_MB`): 413. */
  'IMPORT_TOO_LARGE',
  /** The upload is not a CSV file with a header row and at least one row (or not UTF-8/UTF-16 text). */
  'IMPORT_NOT_CSV',
  /** The mapping leaves out a field every person needs (a name, the mobile). */
  'IMPORT_MAPPING_INCOMPLETE',
] as const;
