// Start-up smoke: starts the production build already in dist/ (as `npm start` does) with the
// Node running this script, on a fresh embedded database in a temporary folder, and checks that
// `/` and `/api/health` answer. CI runs it with the machine's own Node, the oldest line the
// package supports, after the tests ran on a newer one. Exits 1 on any failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const ENTRY = join(ROOT, 'dist', 'server', 'index.js');
// Only a hang is caught by these: a start or a stop that never ends.
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function get(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** The problems with the two answers; none means the site is up. */
function problemsWith(home, health) {
  const problems = [];
  if (home.status !== 200) problems.push(`/ answered ${home.status}`);
  if (!home.type.startsWith('text/html')) problems.push(`/ is ${home.type}, not HTML`);
  if (!/<title>[^<]*Selam[^<]*<\/title>/.test(home.text)) problems.push('/ has no "Selam" title');
  if (!/<div id="root">\s*<\S/.test(home.text)) problems.push('/ is not rendered on the server (empty #root)');
  if (health.status !== 200) problems.push(`/api/health answered ${health.status}`);
  let body;
  try {
    body = JSON.parse(health.text);
  } catch {
    problems.push(`/api/health is not JSON: ${health.text.slice(0, 200)}`);
  }
  if (body && (body.status !== 'ok' || body.database !== 'pglite')) {
    problems.push(`/api/health says ${JSON.stringify(body)}, not { status: "ok", database: "pglite" }`);
  }
  return problems;
}

async function main() {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run npm run build first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'selam-smoke-'));
  const port = await freePort();
  // Only what the server needs: nothing of the caller's (TEST_DATABASE_URL, NODE_OPTIONS, …).
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SESSION_SECRET: 'smoke-start-session-secret-that-is-long-enough-0123',
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'owner-password-123',
  };
  console.log(`smoke: ${process.version} (${process.execPath}) starts dist/server/index.js on port ${port}`);
  const child = spawn(process.execPath, [ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once('close', (code, signal) => done({ code, signal })));
  let exit;
  void exited.then((result) => (exit = result));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

  const base = `http://127.0.0.1:${port}`;
  const listening = new RegExp(`^\\[server\\] production on http://\\S+:${port}\\b`, 'm');
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!listening.test(output)) {
      if (exit) throw new Error(`the server exited before it listened (code ${exit.code}, signal ${exit.signal})`);
      if (Date.now() > deadline) throw new Error(`the server did not listen within ${START_TIMEOUT_MS / 1000} s`);
      await sleep(200);
    }
    const home = await get(`${base}/`);
    const health = await get(`${base}/api/health`);
    console.log(
      `smoke: GET / ${home.status} ${home.type} (${home.text.length} chars); GET /api/health ${health.status} ${health.text}`,
    );
    const problems = problemsWith(home, health);
    if (problems.length > 0) throw new Error(problems.join('; '));
  } catch (error) {
    console.error(`smoke: FAILED on ${process.version}: ${error instanceof Error ? error.message : error}`);
    console.error(`--- server output ---\n${output}`);
    child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return 1;
  }

  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const result = await exited;
  clearTimeout(timer);
  rmSync(dataDir, { recursive: true, force: true });
  if (result.code !== 0) {
    console.error(
      `smoke: FAILED: the server stopped with code ${result.code}, signal ${result.signal}\n--- server output ---\n${output}`,
    );
    return 1;
  }
  console.log(`smoke: passed on ${process.version}; the server stopped cleanly on SIGTERM`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`smoke: FAILED: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
