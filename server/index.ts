import { createServer } from 'node:http';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { EnvError, loadDotEnvFile, loadEnv, type Env } from './env';
import { resolveSessionSecret } from './session-secret';
import { mountStaticClient } from './web/static';

const SHUTDOWN_GRACE_MS = 10_000;

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

async function main(): Promise<void> {
  const env = readEnv();
  const isProduction = env.NODE_ENV === 'production';

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const seed = await seedDatabase(database.db, {
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
  });
  if (seed.seededContent) console.log('[db] new database: menu, categories and settings seeded');
  if (seed.bootstrapAdmin) {
    const { username, password, generated } = seed.bootstrapAdmin;
    console.log(
      generated
        ? `[admin] first admin created. Sign in at /admin/login as "${username}" with password "${password}" (shown once; change it in Admin Users).`
        : `[admin] first admin "${username}" created from ADMIN_USERNAME / ADMIN_PASSWORD.`,
    );
  }

  const httpServer = createServer();
  httpServer.headersTimeout = 15_000;
  httpServer.requestTimeout = 30_000;
  httpServer.keepAliveTimeout = 5_000;

  const devWeb = isProduction ? null : await (await import('./web/vite-dev')).createViteDevWeb(httpServer);
  const app = createApp({
    database,
    env,
    sessionSecret: resolveSessionSecret(env),
    mountWeb: devWeb ? devWeb.mount : mountStaticClient,
  });
  httpServer.on('request', app);

  httpServer.listen(env.PORT, () => {
    console.log(`[server] ${isProduction ? 'production' : 'development'} on http://localhost:${env.PORT} (database: ${database.driver})`);
  });

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: finishing in-flight requests`);
    const force = setTimeout(() => {
      console.error('[server] requests still open after the grace period; closing them');
      httpServer.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await new Promise<void>((resolve) => {
      httpServer.close(() => resolve());
      httpServer.closeIdleConnections();
    });
    app.shutdown();
    await devWeb?.close();
    await database.close();
    console.log('[server] stopped');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('[server] failed to start:', error);
  process.exit(1);
});
