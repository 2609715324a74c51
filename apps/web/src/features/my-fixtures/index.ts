// My fixtures' face: the person's own matches and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconTrophy } from '@tabler/icons-react';

const routes: RouteObject[] = [
  {
    path: 'my/fixtures',
    lazy: async () => ({ Component: (await import('./my-fixtures-page.tsx')).MyFixturesPage }),
  },
];

export const myFixturesArea = { routes, menuIcons: { trophy: IconTrophy } };
