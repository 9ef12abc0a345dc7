// Starts the production build for the browser tests: PostgreSQL when TEST_DATABASE_URL is set,
// otherwise a fresh embedded database in .e2e-data.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = '.e2e-data';
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT ?? '4317',
  DATA_DIR: dataDir,
  SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-123',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'owner-password-123',
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
};

const server = spawn(process.execPath, ['dist/server/index.js'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
