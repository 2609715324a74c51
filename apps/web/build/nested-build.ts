import { build, type InlineConfig, type Rolldown } from 'vite';

/*
 * The console's build runs quick builds of its own first (build/first-page-chunk.ts and
 * build/prerender.ts). They load the same vite.config.ts; this flag tells it that it is one of
 * them, so it skips what only the real build does (the scan, the prerender, compression).
 */
const NESTED = 'FIELDHOUSE_NESTED_BUILD';

export const isNestedBuild = () => Boolean(process.env[NESTED]);

/** Builds in memory with this config plus `overrides` and answers the chunks it made. */
export async function nestedBuild(
  configFile: string,
  overrides: InlineConfig,
): Promise<Rolldown.OutputChunk[]> {
  process.env[NESTED] = '1';
  try {
    const result = await build({
      ...overrides,
      configFile,
      logLevel: 'silent',
      build: { ...overrides.build, write: false },
    });
    return (Array.isArray(result) ? result : [result]).flatMap((r) =>
      'output' in r ? r.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk') : [],
    );
  } finally {
    delete process.env[NESTED];
  }
}
