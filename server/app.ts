import compression from 'compression';
import express, { type Express } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import type { DatabaseHandle } from './db/client';
import { DrizzleSessionStore } from './db/session-store';
import type { Env } from './env';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { healthRouter } from './routes/health';
import { siteInfoRouter } from './routes/site-info';

export const SESSION_COOKIE_NAME = 'selam.sid';

export interface AppDeps {
  database: DatabaseHandle;
  env: Env;
  sessionSecret: string;
  /** Serves the SPA after the API: Vite in development, the built files in production. */
  mountWeb?: (app: Express) => void;
}

export interface App extends Express {
  /** Stops background timers owned by the app (the session pruner). */
  shutdown(): void;
}

export function createApp(deps: AppDeps): App {
  const { database, env } = deps;
  const app = express() as App;
  const isProduction = env.NODE_ENV === 'production';

  app.disable('x-powered-by');
  // req.ip and req.secure come from X-Forwarded-* only when a proxy we trust sets them.
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(
    helmet({
      // Vite's dev server injects inline scripts for hot reload; production gets the strict policy.
      contentSecurityPolicy: isProduction
        ? {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
            },
          }
        : false,
    }),
  );
  app.use(compression());

  const sessionStore = new DrizzleSessionStore(database.db);
  app.use('/api', express.json({ limit: '100kb', strict: true }));
  app.use(
    '/api',
    session({
      name: SESSION_COOKIE_NAME,
      secret: deps.sessionSecret,
      store: sessionStore,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: isProduction ? 'auto' : false },
    }),
  );

  app.use('/api/health', healthRouter(database));
  app.use('/api/site-info', siteInfoRouter(database.db, env.RESTAURANT_TIMEZONE));
  app.use('/api', apiNotFound);

  deps.mountWeb?.(app);
  app.use(errorHandler);

  app.shutdown = () => sessionStore.close();
  return app;
}
