// The server-rendered pages against the cost of their bytes: each page, asked for as a browser
// asks (gzip), next to a bare Express route in its own process that answers the same gzip bytes
// from memory with the same headers. Each is measured three times, page and bare route in turn,
// and the medians are compared: the page's rate is held to a share of the bare route's, its p99
// to a multiple of the bare route's p99. Printed with the load average (the machine is shared)
// and each process's CPU time per request, which counts the server's background work too (the
// job queue delivering the bookings' emails) but moves less than rates when others load the machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { loadAverage } from './bench-image-encodes';
import { rateOf } from './bench';
import { findFreePort, type ServerProcess } from './server-process';

export const PAGE_TARGETS = { rateVsBare: 0.7, p99VsBare: 2 };
export const PAGES = ['/', '/menu'];
const RUNS = 3;
const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

export interface PageBenchOptions {
  connections: number;
  durationS: number;
  warmupS: number;
}

interface Figures {
  rate: number;
  p50: number;
  p99: number;
  /** The process's CPU time per request answered, in microseconds. */
  cpuUs: number;
  failures: number;
}

interface Run {
  result: Result;
  cpuUs: number;
}

// utime and stime, in clock ticks (USER_HZ, 100 on Linux), of a process.
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
const TICK_US = 10_000;

// The page's own headers (the page's Cache-Control, Vary and ETag), on Express's defaults.
const BARE_PAGE_SERVER = `
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
const headers = JSON.parse(process.env.HEADERS);
const app = require('express')();
app.get('/', (req, res) => { res.set(headers); res.send(body); });
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function medianOf(runs: Run[]): Figures {
  return {
    rate: median(runs.map(({ result }) => rateOf(result))),
    p50: median(runs.map(({ result }) => result.latency.p50)),
    p99: median(runs.map(({ result }) => result.latency.p99)),
    cpuUs: median(runs.map(({ cpuUs }) => cpuUs)),
    failures: runs.reduce((sum, { result }) => sum + result.non2xx + result.errors + result.timeouts, 0),
  };
}

/**
 * The page's gzip bytes, as the server sends them (node:http, which leaves them compressed), and
 * the headers the bare route answers them with.
 */
function fetchGzip(url: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: PAGE_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200 || res.headers['content-encoding'] !== 'gzip') {
          reject(
            new Error(`${url} answered ${res.statusCode} (${res.headers['content-encoding'] ?? 'identity'}), not gzip`),
          );
          return;
        }
        const headers: Record<string, string> = {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
        };
        for (const name of ['cache-control', 'vary', 'etag']) {
          const value = res.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        resolve({ body: Buffer.concat(chunks), headers });
      });
    })
      .on('error', reject)
      .end();
  });
}

async function startBarePage(page: { body: Buffer; headers: Record<string, string> }) {
  const folder = mkdtempSync(join(tmpdir(), 'selam-bench-page-'));
  const bodyFile = join(folder, 'page.html.gz');
  writeFileSync(bodyFile, page.body);
  const port = await findFreePort();
  const child = spawn(process.execPath, ['-e', BARE_PAGE_SERVER], {
    env: { ...process.env, BODY_FILE: bodyFile, HEADERS: JSON.stringify(page.headers), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ready) => child.stdout.once('data', ready));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    stop() {
      child.kill();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const fmt = (figures: Figures) =>
  `${figures.rate.toFixed(0).padStart(7)} req/s, p50 ${String(figures.p50).padStart(3)} ms, p99 ${String(figures.p99).padStart(3)} ms, ${figures.cpuUs.toFixed(0).padStart(4)} µs CPU a request`;

/**
 * Measures each page against its bare route and answers the targets it missed. The server is
 * warmed up on each page first, so the pages measured are the kept (cached) ones.
 */
export async function benchPages(label: string, server: ServerProcess, options: PageBenchOptions): Promise<string[]> {
  const misses: string[] = [];
  const run = (url: string, duration: number) =>
    autocannon({ url, connections: options.connections, headers: PAGE_HEADERS, duration });
  const measure = async (url: string, pid: number): Promise<Run> => {
    const before = cpuTicks(pid);
    const result = await run(url, options.durationS);
    return { result, cpuUs: ((cpuTicks(pid) - before) * TICK_US) / Math.max(1, result.requests.total) };
  };
  console.log(
    `\n${label}: pages vs a bare Express route answering the same gzip bytes from memory (${options.connections} connections, median of ${RUNS} runs of ${options.durationS} s)`,
  );
  for (const path of PAGES) {
    const url = server.url + path;
    await run(url, options.warmupS);
    const bare = await startBarePage(await fetchGzip(url));
    try {
      await run(bare.url, options.warmupS);
      const pageRuns: Run[] = [];
      const bareRuns: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        pageRuns.push(await measure(url, server.pid));
        bareRuns.push(await measure(bare.url, bare.pid));
      }
      const page = medianOf(pageRuns);
      const floor = medianOf(bareRuns);
      const ratio = page.rate / floor.rate;
      console.log(`  GET ${path.padEnd(6)} page ${fmt(page)}`);
      console.log(`  ${' '.repeat(10)} bare ${fmt(floor)}`);
      console.log(
        `  ${' '.repeat(10)} rate ${ratio.toFixed(2)} × bare, p99 ${(page.p99 / floor.p99).toFixed(2)} × bare, CPU a request ${(page.cpuUs / floor.cpuUs).toFixed(2)} × bare; load average ${loadAverage()}`,
      );
      if (ratio < PAGE_TARGETS.rateVsBare)
        misses.push(
          `${label} GET ${path} (HTML): ${ratio.toFixed(2)} × the bare route (target ${PAGE_TARGETS.rateVsBare})`,
        );
      if (page.p99 > PAGE_TARGETS.p99VsBare * floor.p99)
        misses.push(
          `${label} GET ${path} (HTML): p99 ${page.p99} ms, bare route ${floor.p99} ms (target ≤ ${PAGE_TARGETS.p99VsBare} ×)`,
        );
      if (page.failures > 0) misses.push(`${label} GET ${path} (HTML): ${page.failures} non-2xx, errors or time-outs`);
    } finally {
      bare.stop();
    }
  }
  return misses;
}
