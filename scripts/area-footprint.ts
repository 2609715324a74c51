import fs from 'node:fs';
import path from 'node:path';

/*
 * What adding an area touches outside its own folders. An area's folders are
 * `apps/server/src/modules/<area>/`, `apps/web/src/features/<area>/` and the contract folders the
 * registry gathers (`packages/contract/src/<area>/`, each imported by areas.ts through its index);
 * every other source file is shared. A shared file that imports into an area's folder is one an
 * area had to edit, so the shared files importing areas are the footprint: the README's "Adding
 * an area" names them, and area-footprint.test.ts holds the two to each other.
 */

const root = path.resolve(import.meta.dirname, '..');
const TREES = ['packages/contract/src', 'apps/server/src', 'apps/web/src'];

/** The lists each side keeps of its areas: the shared files every area adds a line to. */
export const AREA_LISTS = [
  'packages/contract/src/areas.ts',
  'apps/server/src/modules/index.ts',
  'apps/web/src/features/index.ts',
] as const;

/**
 * The console's list of the areas with pages outside the console shell (sign-in and its steps):
 * the first chunk holds them, so they cannot wait for features/index.ts. Only such an area (the
 * sign-in area today) adds a line to it.
 */
export const PUBLIC_PAGES_LIST = 'apps/web/src/features/public.ts';

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.split('/').includes('test');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !isTest(rel) ? [rel] : [];
  });
}

/** The files a source file imports by a relative path (static, type-only, re-exports and lazy `import()`). */
export function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.\.?\/[^'"]+)['"]/g);
  return [...found].map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)));
}

/** Every area's folders, with a trailing slash. */
export function areaFolders(): string[] {
  const below = (dir: string) =>
    fs
      .readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${dir}/${entry.name}/`);
  const contract = importsOf(AREA_LISTS[0])
    .filter((target) => target.endsWith('/index.ts'))
    .map((target) => `${path.posix.dirname(target)}/`);
  return [...new Set([...contract, ...below('apps/server/src/modules'), ...below('apps/web/src/features')])];
}

/** Each shared file that reaches into an area's folder, with the folders it reaches. */
export function areaFootprint(): Map<string, string[]> {
  const folders = areaFolders();
  const inArea = (file: string) => folders.find((folder) => file.startsWith(folder));
  const footprint = new Map<string, string[]>();
  for (const file of TREES.flatMap(sourceFiles)) {
    if (inArea(file)) continue;
    const reached = [
      ...new Set(
        importsOf(file)
          .map(inArea)
          .filter((f): f is string => f !== undefined),
      ),
    ];
    if (reached.length > 0) footprint.set(file, reached.sort());
  }
  return footprint;
}
