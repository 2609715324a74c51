import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_LISTS, areaFolders, areaFootprint, PUBLIC_PAGES_LIST } from './area-footprint.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('what adding an area touches outside its folders', () => {
  it('is only the three lists of areas (and the sign-in page’s own): no other shared file reaches into an area', () => {
    expect([...areaFootprint().keys()].sort()).toEqual([...AREA_LISTS, PUBLIC_PAGES_LIST].sort());
    expect(areaFootprint().get(PUBLIC_PAGES_LIST)).toEqual(['apps/web/src/features/auth/']);
  });

  it('has every area that serves something on its side’s list', () => {
    const footprint = areaFootprint();
    const listed = (list: string) => footprint.get(list) ?? [];
    // A module that only serves other areas through its face (people) has nothing to list.
    const serving = (folder: string) =>
      /export const \w+Area\b/.test(fs.readFileSync(path.join(root, folder, 'index.ts'), 'utf8'));
    for (const folder of areaFolders().filter(serving)) {
      const side = AREA_LISTS.find((list) => folder.startsWith(path.posix.dirname(list)));
      // The contract's folders are found through areas.ts, so they are listed there by definition.
      if (side) expect(listed(side), `${folder} is not on ${side}`).toContain(folder);
    }
  });

  it('is what the README\u2019s "Adding an area" says, and no more', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const section = readme.split('### Adding an area')[1]!.split('\n### ')[0]!;
    for (const list of [...AREA_LISTS, PUBLIC_PAGES_LIST])
      expect(section).toContain(list.split('/').slice(-2).join('/'));
    expect(AREA_LISTS.length).toBeLessThanOrEqual(3);
  });
});
