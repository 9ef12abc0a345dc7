import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import type { TestAdmin } from './admins';

export interface AppProcessInfo {
  url: string;
  manager: TestAdmin;
  staff: TestAdmin;
}

export interface AppProcess extends AppProcessInfo {
  /** A supertest agent signed in as `who`; it keeps the session cookie. */
  signedIn(who: TestAdmin): Promise<ReturnType<typeof request.agent>>;
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('./app-process-main.ts', import.meta.url));

/**
 * The test app (on the test database, as createTestContext opens it) served by a process of its
 * own, for tests that must see a request hang the server rather than hang themselves. `now` fixes
 * its clock.
 */
export async function startAppProcess(options: { now?: Date } = {}): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, APP_PROCESS_NOW: options.now?.toISOString() ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<AppProcessInfo>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('{"url"')) resolve(JSON.parse(line) as AppProcessInfo);
    });
    void exited.then(() => reject(new Error(`the app process ended before it listened:\n${stderr}`)));
  });
  return {
    ...info,
    async signedIn(who) {
      const agent = request.agent(info.url);
      await agent.post('/api/admin/login').send({ username: who.username, password: who.password }).expect(200);
      return agent;
    },
    async stop() {
      // A hung process never runs its SIGTERM handler.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
