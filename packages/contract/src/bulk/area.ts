import type { AreaDeclaration } from '../area-declaration.ts';

/** The bulk area's registry entry (areas.ts gathers every area's): work on many people at once. */
export const bulkArea = {
  title: 'Bulk work',
  // `status`: suspend, reactivate or decide many people at once; `import`: load subscribers from a
  // CSV file; `text`: text many subscribers at once; `jobs`: see and cancel everyone's jobs on /jobs (without it, a person sees the jobs
  // they started).
  actions: ['status', 'import', 'text', 'jobs'],
  menu: [
    {
      id: 29,
      title: 'Import subscribers',
      url: '/bulk/import',
      in: 'organisation',
      order: 6,
      icon: 'users',
      actions: ['import'],
    },
    { id: 28, title: 'Jobs', url: '/jobs', in: 'organisation', order: 96, icon: 'history' },
  ],
  holders: { admin: 'all' },
} as const satisfies AreaDeclaration;
