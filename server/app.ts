import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import session from 'express-session';
import { deleteOldAuditRows } from './audit';
import { adminUsersRouter, authRouter, forgetSignInTraces, registerAccountEmails } from './accounts';
import { analyticsRouter } from './analytics';
import {
  availabilityRouter,
  registerBookingJobs,
  reservationManageRouter,
  reservationsRouter,
  waitlistRouter,
} from './bookings';
import { setCacheLifetime } from './cache';
import { cateringRouter } from './catering';
import { SESSION_COOKIE_NAME, type AppContext } from './context';
import { startChangeFeed } from './db/change-feed';
import type { DatabaseHandle } from './db/client';
import { DrizzleSessionStore } from './db/session-store';
import { siteUrl, type Env } from './env';
import {
  giftCardBalanceRouter,
  giftCardRequestsRouter,
  giftCardsRouter,
  markGiftCardEmailed,
  registerGiftCardPayments,
} from './gift-cards';
import { healthRouter } from './http/health-routes';
import { ImageCache } from './image-cache';
import { imagesRouter, registerImageJobs } from './images';
import {
  eventPackagesRouter,
  eventProposalRouter,
  hallAdminRouter,
  hallRequestsRouter,
  registerEventPayments,
  registerHallEventJobs,
} from './hall-events';
import { nightlyCleanUp, registerHousekeeping } from './jobs/housekeeping';
import { createJobQueue } from './jobs/job-queue';
import { createMailer, MAIL_RETRY, type Mailer, type MailRetryPolicy } from './mail/mailer';
import { categoriesRouter, menuItemsRouter, registerMenuJobs } from './menu';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { noStore } from './middleware/no-store';
import { rejectNulCharacters } from './middleware/reject-nul';
import { sameOriginWrites } from './middleware/same-origin';
import { securityHeaders } from './middleware/security-headers';
import { mailOutboxRouter, notificationsRouter } from './notifications';
import {
  closeOrderEvents,
  onlineOrdersRouter,
  orderEventsRouter,
  forgetOldOrderData,
  orderingPauseRouter,
  orderingRouter,
  orderStatusRouter,
  placeOrderRouter,
  registerOrderJobs,
  registerOrderPayments,
} from './orders';
import { paymentRefundsRouter, paymentWebhookRouter, registerPaymentJobs } from './payments';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits';
import { restaurantStatusRouter, scheduleRouter, settingsRouter, siteInfoRouter } from './site';
import { siteContentRouter } from './site-content';

export { SESSION_COOKIE_NAME } from './context';

export interface AppDeps {
  database: DatabaseHandle;
  env: Env;
  /** One secret, or several while one is being rotated out: the first signs, all verify. */
  sessionSecret: string | [string, ...string[]];
  /** Serves the SPA after the API: Vite in development, the built files in production. */
  mountWeb?: (app: Express, context: AppContext) => void;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  rateLimits?: Partial<RateLimits>;
  /** The job queue's schema; tests sharing one PostgreSQL database each get their own. */
  jobSchema?: string;
  /** Tests shorten the mail retries to see a delivery given up. */
  mailRetry?: MailRetryPolicy;
  /** See AppContext.rateLimitKeyPrefix. */
  rateLimitKeyPrefix?: string;
  /** Where image files are kept; by default `image-cache` in DATA_DIR (a temporary one for memory://). */
  imageCacheDir?: string;
  /** See AppContext.streamHeartbeatMs; 25 s unless a test shortens it. */
  streamHeartbeatMs?: number;
}

export interface App extends Express {
  context: AppContext;
  mailer: Mailer;
  /** Starts the job queue's workers and schedules, and hears other processes' changes; call before serving requests. */
  start(): Promise<void>;
  /** Runs the nightly clean-up now, as its job would at `now`; answers the counts. */
  nightlyCleanUp(now: Date): Promise<Record<string, number>>;
  /** Ends every open live stream (the kitchen board's): they never end by themselves. */
  endLiveStreams(): void;
  /** Ends the live streams, then stops the workers (letting running jobs finish) and the app's timers and connections. */
  shutdown(): Promise<void>;
}

function defaultImageCacheDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return join(tmpdir(), `selam-image-cache-${randomBytes(6).toString('hex')}`);
  return join(dataDir, 'image-cache');
}

export function createApp(deps: AppDeps): App {
  const { database, env } = deps;
  const app = express() as App;
  const isProduction = env.NODE_ENV === 'production';

  app.disable('x-powered-by');
  // req.ip and req.secure come from X-Forwarded-* only when a proxy we trust sets them.
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(securityHeaders({ contentSecurityPolicy: isProduction }));

  if (env.CACHE_EXPIRY_SECONDS !== undefined) setCacheLifetime(database.db, env.CACHE_EXPIRY_SECONDS * 1000);
  const jobs = createJobQueue({
    database,
    schema: deps.jobSchema ?? 'jobs',
    timeZone: env.RESTAURANT_TIMEZONE,
    maintenanceIntervalSeconds: env.JOB_MAINTENANCE_SECONDS,
  });
  const rateLimits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  const mailer = createMailer({
    db: database.db,
    publicFormMailPerRecipientPerHour: rateLimits.publicFormMailPerRecipientPerHour,
    jobs,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    smtpTimeoutSeconds: env.SMTP_TIMEOUT_SECONDS,
    onDelivered: (db, ref) => markGiftCardEmailed(db, ref, context.now()),
    retry: deps.mailRetry ?? { ...MAIL_RETRY, retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS },
  });
  const context: AppContext = {
    db: database.db,
    driver: database.driver,
    env,
    timeZone: env.RESTAURANT_TIMEZONE,
    now: deps.now ?? (() => new Date()),
    mailer,
    jobs,
    publicUrl: siteUrl(env),
    rateLimits,
    rateLimitKeyPrefix: deps.rateLimitKeyPrefix ?? '',
    imageCache: new ImageCache(deps.imageCacheDir ?? defaultImageCacheDir(env.DATA_DIR)),
    signingSecrets: typeof deps.sessionSecret === 'string' ? [deps.sessionSecret] : deps.sessionSecret,
    streamHeartbeatMs: deps.streamHeartbeatMs ?? 25_000,
  };

  const sessionStore = new DrizzleSessionStore(database.db);
  // The API is one router: a page or an asset passes it with one look at its path. The web's
  // pages and hashed assets are compressed once, when rendered or built (server/web).
  const api = express.Router();
  api.use(compression());
  // Every API answer, refusals included, is kept by no browser or proxy unless its route says
  // otherwise: the public menu, availability and images set their own caching.
  api.use(noStore);
  api.use(sameOriginWrites(env.PUBLIC_URL));
  // Stripe's events are verified over their bytes as sent, so they pass before the JSON parser.
  api.use(paymentWebhookRouter(context));
  api.use(express.json({ limit: '100kb', strict: true }));
  api.use(rejectNulCharacters);
  const sessions = session({
    name: SESSION_COOKIE_NAME,
    secret: deps.sessionSecret,
    store: sessionStore,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: isProduction ? 'auto' : false },
  });
  // A read without the session cookie cannot be signed in, and its new session would never be
  // stored (saveUninitialized: false): the public pages' reads skip building one.
  api.use((req, res, next) => {
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (isRead && !req.headers.cookie?.includes(`${SESSION_COOKIE_NAME}=`)) return next();
    return sessions(req, res, next);
  });

  api.use('/health', healthRouter(context));
  api.use('/site-info', siteInfoRouter(context));
  // Express tries routers in order: the reads every page view makes come first.
  for (const router of [
    restaurantStatusRouter,
    availabilityRouter,
    menuItemsRouter,
    categoriesRouter,
    siteContentRouter,
    authRouter,
    settingsRouter,
    reservationsRouter,
    reservationManageRouter,
    waitlistRouter,
    scheduleRouter,
    imagesRouter,
    cateringRouter,
    giftCardsRouter,
    giftCardBalanceRouter,
    giftCardRequestsRouter,
    orderingRouter,
    placeOrderRouter,
    orderStatusRouter,
    onlineOrdersRouter,
    orderEventsRouter,
    orderingPauseRouter,
    paymentRefundsRouter,
    eventPackagesRouter,
    hallRequestsRouter,
    eventProposalRouter,
    hallAdminRouter,
    adminUsersRouter,
    notificationsRouter,
    analyticsRouter,
    mailOutboxRouter,
  ]) {
    api.use(router(context));
  }
  api.use(apiNotFound);
  app.use('/api', api);

  deps.mountWeb?.(app, context);
  app.use(errorHandler);

  app.context = context;
  app.mailer = mailer;
  const nightlyTasks = [
    forgetSignInTraces(database.db),
    deleteOldAuditRows(database.db, env.AUDIT_RETENTION_DAYS),
    registerBookingJobs(context),
    forgetOldOrderData(database.db, env.ORDER_PII_RETENTION_DAYS),
  ];
  registerHousekeeping(context, nightlyTasks);
  app.nightlyCleanUp = (now) => nightlyCleanUp(database.db, now, nightlyTasks);
  registerAccountEmails(context);
  registerMenuJobs(context);
  registerOrderJobs(context);
  registerOrderPayments(context);
  registerGiftCardPayments(context);
  registerEventPayments(context);
  registerHallEventJobs(context);
  registerPaymentJobs(context);
  registerImageJobs(context);
  let stopChangeFeed = async (): Promise<void> => undefined;
  app.start = async () => {
    await jobs.start();
    stopChangeFeed = await startChangeFeed(database);
  };
  app.endLiveStreams = () => closeOrderEvents(context);
  app.shutdown = async () => {
    app.endLiveStreams();
    await jobs.stop();
    await stopChangeFeed();
    sessionStore.close();
    mailer.close();
  };
  return app;
}
