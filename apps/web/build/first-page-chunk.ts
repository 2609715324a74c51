import type { Rolldown } from 'vite';
import { nestedBuild } from './nested-build.ts';

/*
 * One chunk for everything the first page runs before any lazy route.
 *
 * Rolldown keeps a module that the entry and some lazy routes share in a chunk of its own instead
 * of leaving it in the entry chunk the routes load after (rolldown/rolldown#10731), so the sign-in
 * page fetched 31 scripts, six at a time over HTTP/1.1. Which modules the first page needs is only
 * known after tree-shaking (every Mantine component hangs off one re-exporting index), so a quick
 * build without writing reads it from Rolldown's own chunks, and the real build groups exactly
 * those modules.
 */
export async function firstPageGroups(configFile: string): Promise<Rolldown.CodeSplittingGroup[]> {
  const modules = staticClosure(await nestedBuild(configFile, {}));
  return [{ name: 'app', test: (id: string) => modules.has(id) }];
}

/** The modules of the entry chunk and of every chunk it imports statically, however deep. */
function staticClosure(chunks: Rolldown.OutputChunk[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.moduleIds.forEach((id) => modules.add(id));
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  chunks.filter((c) => c.isEntry).forEach(visit);
  return modules;
}
