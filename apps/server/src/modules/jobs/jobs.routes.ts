import type { Db } from '../../db/connect.ts';
import { handlers, type HandlerContext } from '../../platform/endpoints.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { jobsPage } from './jobs-list.service.ts';
import { cancelJob, viewJob, type Viewer } from './jobs.service.ts';

const viewerOf = ({ auth, request }: Pick<HandlerContext<'GET /jobs/:id'>, 'auth' | 'request'>): Viewer => ({
  auth,
  heldActions: () => request.server.heldActions(auth),
});

/** Background jobs: their state and progress, for whoever started them, or staff who manage their kind (jobs.service.ts). */
export const jobsRoutes = ({ db, jobs }: { db: Db; jobs: Jobs }) =>
  handlers({
    'GET /jobs': (ctx) => jobsPage({ db, jobs, viewer: viewerOf(ctx), query: ctx.query }),
    'GET /jobs/:id': (ctx) => viewJob({ db, jobs, viewer: viewerOf(ctx), id: ctx.params.id }),
    'POST /jobs/:id/cancel': (ctx) => cancelJob({ db, jobs, viewer: viewerOf(ctx), id: ctx.params.id }),
  });
