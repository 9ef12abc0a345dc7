import { createServer, type Server } from 'node:http';
import { createApp, type App } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { tuneEngineForEmbeddedDatabase } from './db/embedded-engine';
import { openEmbeddedDatabase } from './db/embedded-setup';
import { seedDatabase, type SeedResult } from './db/seed';
import { EnvError, loadDotEnvFile, loadEnv, type Env } from './env';
import { httpTimeouts } from './http/server-timeouts';
import { StartupError } from './errors';
import { resolveSessionSecret } from './session-secret';
import { mountStaticClient } from './web';

// tsx watch (npm run dev) kills a restarting server after 5 s, so development finishes sooner.
const SHUTDOWN_GRACE_MS = { production: 10_000, development: 3_000 };

function readEnv(): Env {
  try {
    loadDotEnvFile();
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** What has been started so far, so a signal at any moment closes exactly that. */
const running: {
  /** Stops the embedded database's set-up process, while it runs. */
  stopSetUp?: () => Promise<void>;
  httpServer?: Server;
  app?: App;
  devWeb?: { close(): Promise<void> };
  database?: DatabaseHandle;
} = {};

let stopping = false;
async function shutdown(signal: string, graceMs: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: finishing in-flight requests`);
  const { stopSetUp, httpServer, app, devWeb, database } = running;
  await stopSetUp?.();
  if (httpServer) {
    const force = setTimeout(() => {
      console.error('[server] requests still open after the grace period; closing them');
      httpServer.closeAllConnections();
    }, graceMs);
    force.unref();
    // Vite's hot-reload websocket is an upgraded socket that httpServer.close() would wait for.
    await Promise.all([
      new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeIdleConnections();
        // Live streams never end by themselves: once no new request can come, they are ended.
        app?.endLiveStreams();
      }),
      devWeb?.close(),
    ]);
  }
  // Deliveries already started finish (their outbox rows are updated) before the database closes;
  // waiting ones stay queued for the next start or another process.
  await app?.shutdown();
  await database?.close();
  console.log('[server] stopped');
  process.exit(0);
}

function reportSeed(seed: SeedResult): void {
  if (seed.seededContent) console.log('[db] new database: menu, categories and settings seeded');
  if (seed.bootstrapAdmin) {
    const { username, password, generated } = seed.bootstrapAdmin;
    console.log(
      generated
        ? `[admin] first admin created. Sign in at /admin/login as "${username}" with password "${password}" (shown once; change it in Admin Users).`
        : `[admin] first admin "${username}" created from ADMIN_USERNAME / ADMIN_PASSWORD.`,
    );
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  if (!env.DATABASE_URL) tuneEngineForEmbeddedDatabase();
  const isProduction = env.NODE_ENV === 'production';
  const graceMs = isProduction ? SHUTDOWN_GRACE_MS.production : SHUTDOWN_GRACE_MS.development;
  process.on('SIGTERM', () => void shutdown('SIGTERM', graceMs));
  process.on('SIGINT', () => void shutdown('SIGINT', graceMs));

  const seedOptions = { adminUsername: env.ADMIN_USERNAME, adminPassword: env.ADMIN_PASSWORD };
  // On disk, the embedded database is made, migrated and seeded by a process of its own first.
  const { database, seeded } =
    env.DATABASE_URL || env.DATA_DIR.startsWith('memory://')
      ? { database: await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }) }
      : await openEmbeddedDatabase(env.DATA_DIR, seedOptions, (stop) => (running.stopSetUp = stop));
  running.stopSetUp = undefined;
  running.database = database;
  if (seeded) reportSeed(seeded);
  await database.migrate();
  reportSeed(await seedDatabase(database.db, seedOptions));
  if (stopping) return;

  const httpServer = createServer(httpTimeouts(env));
  running.httpServer = httpServer;

  const devWeb = isProduction ? undefined : await (await import('./web/vite-dev')).createViteDevWeb(httpServer);
  running.devWeb = devWeb;
  const app = createApp({
    database,
    env,
    sessionSecret: resolveSessionSecret(env),
    rateLimits: env.RATE_LIMITS,
    mountWeb: devWeb ? devWeb.mount : mountStaticClient,
  });
  running.app = app;
  await app.start();
  if (stopping) return;
  httpServer.on('request', app);

  httpServer.listen({ port: env.PORT, host: env.HOST }, () => {
    console.log(
      `[server] ${isProduction ? 'production' : 'development'} on http://localhost:${env.PORT} (database: ${database.driver})`,
    );
    if (!env.SMTP_URL) console.log('[mail] SMTP_URL is not set: emails are kept in the mail_outbox table');
    if (isProduction && !env.PUBLIC_URL) {
      console.warn(
        `[web] PUBLIC_URL should be set: links in emails, and the canonical links, Open Graph tags and sitemap of the public pages, point to ${app.context.publicUrl}`,
      );
    }
  });
}

main().catch(async (error: unknown) => {
  // Told to stop while starting: shutdown() ends the process.
  if (stopping) return;
  console.error('[server] failed to start:', error instanceof StartupError ? error.message : error);
  await running.database?.close().catch(() => undefined);
  process.exit(1);
});
