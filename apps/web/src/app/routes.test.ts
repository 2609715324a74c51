import { matchRoutes, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { wholeRouteTable } from './routes.tsx';

let table: RouteObject[] = [];
beforeAll(async () => {
  table = await wholeRouteTable();
});

/** The path of the route that draws `url`: its own, or its parent's for an index route. */
function pageOf(url: string): string {
  const matched = matchRoutes(table, url) ?? [];
  return matched
    .map((m) => m.route.path ?? '')
    .filter(Boolean)
    .join('/');
}

// The events and matches areas' sub-pages are nested routes of the router; their addresses stay.
describe('the nested pages of events and matches', () => {
  it.each([
    ['/event', 'event'],
    ['/event/new', 'event/new'],
    ['/event/12', 'event/:id'],
    ['/event/12/edit', 'event/:id/edit'],
    ['/event/12?mode=attendance', 'event/:id'],
    ['/event/12/other', 'event/:id/:other'],
    ['/event/12/edit/more', '*'],
    ['/match', 'match'],
    ['/match/12', 'match/:id'],
    ['/match/12?tab=generate', 'match/:id'],
    ['/match/12/more', '*'],
  ])('%s is drawn by %s', (url, path) => {
    expect(pageOf(url)).toBe(path);
  });
});
