import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@fieldhouse/contract';
import type { Config } from './config.ts';
import { onPoolError, type Db } from './db/connect.ts';
import { areaEndpoints, areaJobs, areaMigrations, createChat } from './modules/index.ts';
import { authPlugin } from './platform/auth.ts';
import { compressAnswers } from './platform/compress.ts';
import { serveEndpoints } from './platform/endpoints.ts';
import { answerFrameworkError, installErrorHandler } from './platform/error-handler.ts';
import type { Deps } from './platform/request-context.ts';
import { createMemoryBus, createPostgresBus, type LiveBus } from './platform/live/bus.ts';
import { createLiveHub } from './platform/live/hub.ts';
import { createPresence } from './platform/live/presence.ts';
import { liveRoutes } from './platform/live/live.routes.ts';
import { healthRoutes } from './platform/health/health.routes.ts';
import { healthHandlers } from './platform/health/readiness.ts';
import { websocketOptions } from './platform/live/socket-server.ts';
import { createJobs, type Jobs, type JobsOptions } from './platform/jobs/jobs.ts';
import { createMediaLinks } from './platform/media-links.ts';
import { createPictureStore } from './platform/pictures/index.ts';
import { serveMetrics } from './platform/metrics/metrics.routes.ts';
import { carryRequestIds, requestIdOf } from './platform/request-id.ts';
import { logEachRequest, readableLog, requestForLog } from './platform/request-log.ts';
import { createSmsGateway, type SmsConsole } from './platform/sms/gateway.ts';
import { createSmsSendJob } from './platform/sms/sms-send.job.ts';
import { contractValidator } from './platform/validator.ts';
import { serveWeb } from './platform/web.ts';
import { xsrfPlugin } from './platform/xsrf.ts';

export const API_PREFIX = '/api/v1';

// Module augmentation only works with interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner: tests queue work and wait for it through this. */
    jobs: Jobs;
    /** The live channel's bus: tests publish what no request would. */
    live: LiveBus;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * `jobs`: timings and extra job kinds (tests shorten the waits and add kinds of their own);
 * `logStream`: where log lines go instead of standard output (tests read them).
 */
export type AppOptions = {
  config: Config;
  db: Db;
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
  jobs?: JobsOptions;
  /** Where demo mode shows each text whole; standard output unless a test keeps them. */
  smsConsole?: SmsConsole;
};

/** The whole HTTP application, without listening: tests drive it through `inject`. */
export async function buildApp({
  config,
  db,
  logger = true,
  logStream,
  jobs: jobsOptions,
  smsConsole,
}: AppOptions): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]'],
      // Some addresses are keys (an invitation, a calendar feed, a picture's signature): masked.
      serializers: { req: requestForLog },
      ...(config.mode === 'demo'
        ? { stream: readableLog(logStream) }
        : logStream
          ? { stream: logStream }
          : {}),
    },
    // One line per answered request instead (logEachRequest).
    logController: new LogController({ disableRequestLogging: true }),
    // `reqId` on every line of a request, and on the lines of the jobs it queues (request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A hop count as Fastify itself reads one (its types take only the other forms).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 256 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  carryRequestIds(app);
  logEachRequest(app);
  serveMetrics(app, { db, token: config.metricsToken });
  onPoolError(db, (err) =>
    app.log.warn({ reason: err.message }, 'database: a connection ended; the pool replaces it'),
  );

  // Helmet's headers protect documents; it builds them anew per reply, which costs API calls a
  // third of their speed. So pages get Helmet (web.ts) and JSON answers the two headers they need.
  await app.register(fastifyHelmet, {
    global: false,
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // Mantine sets element styles at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Production serves no API reference unless API_DOCS=public: it maps every endpoint for a visitor.
  if (config.apiDocs) {
    await app.register(async (docs) => {
      await compressAnswers(docs);
      await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    });
  }
  await app.register(xsrfPlugin, { prefix: API_PREFIX, secure: config.secureCookies });
  const lifetimes = { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs };
  await app.register(authPlugin, { db, lifetimes, prefix: API_PREFIX });
  await app.register(fastifyWebsocket, websocketOptions(app));
  const live = config.databaseUrl ? await createPostgresBus(config.databaseUrl, app.log) : createMemoryBus();
  const presence = createPresence(db, live, app.log);
  const media = createMediaLinks(db);
  const hub = createLiveHub({ db, bus: live, presence, lifetimes, log: app.log, media });
  const databaseUrl = config.databaseUrl;
  const jobs = await createJobs({ db, databaseUrl, bus: live, log: app.log, options: jobsOptions });
  const sms = createSmsGateway(config, db, jobs, smsConsole);
  const pictures = createPictureStore(config, db);
  const deps: Deps = { db, config, lifetimes, live, presence, sms, jobs, media, pictures };
  jobs.register([createSmsSendJob(config), ...areaJobs(deps)]);
  const chat = createChat(deps);
  app.decorate('jobs', jobs);
  app.decorate('live', live);
  app.addHook('onClose', async () => {
    // First: a stopping try may still tell its starter, through the bus.
    await jobs.stop();
    hub.close();
    await presence.close();
    await live.close();
  });

  await app.register(
    async (api) => {
      // The menu is under a kilobyte for the seeded roles and asked once per console load; it
      // skips even the cost of deciding (6–8% of its CPU time, measured).
      await compressAnswers(api, [`${API_PREFIX}/menu`]);
      api.addHook('onRequest', async (_request, reply) => {
        void reply.headers({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
      });
      await api.register(healthRoutes, { db });
      await api.register(liveRoutes, { db, hub, bus: live, lifetimes, chatPeer: chat.peer });
      // Every endpoint of the contract's table, from the areas' list: a missing one fails the type-check.
      const health = healthHandlers({ db, jobs, migrations: areaMigrations });
      await serveEndpoints(api, { ...areaEndpoints({ ...deps, chat }), ...health });
    },
    { prefix: API_PREFIX },
  );

  await serveWeb(app, {
    webDist: config.webDist,
    apiRoot: '/api',
    media,
    pictures,
  });

  await jobs.start();

  // close() drops idle keep-alive connections only when it starts; one whose request was still in
  // flight would then hold it open until its keep-alive timeout (72 s). Let it go once answered.
  app.addHook('preClose', async () => {
    app.server.keepAliveTimeout = 1;
  });
  return app;
}
