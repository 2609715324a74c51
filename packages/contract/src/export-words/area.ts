/** An area's words for its CSV exports in each language: keys of `ExportWords` beside the shared ones. */
export type AreaExportWords<W extends object> = { en: W; ar: W };
