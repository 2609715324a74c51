// The matches area's face: its routes, its tables' migrations (the tables join the Database type
// from tables.ts) and its demo data.
import { seedMatchesDemo } from './demo.repository.ts';
import { matchRoutes } from './matches.routes.ts';
import { migrations } from './migrations/index.ts';

export type * from './tables.ts';

export const matchesArea = { endpoints: matchRoutes, migrations, demo: seedMatchesDemo };
