// npx tsx scripts/bench-embedded-settings.ts — what each PostgreSQL setting of the embedded
// database (server/db/pglite-settings.ts) and each V8 setting of a server on it
// (server/db/embedded-engine.ts) costs in speed and saves in memory. One embedded database is
// migrated, seeded and given a year of bookings (RESERVATIONS); then, for each configuration, a
// new process opens its own copy and runs the database work of the app, each for --duration=<s>
// seconds (3 when not given), twice, keeping the better rate: a booking (the capacity lock, the
// slot's count, the insert), the reads of one day and of a month, the staff's list, a scan of
// every booking, a distinct count that sorts them, and an index build as a migration does. It
// prints each one's rate and the process's resident memory after them, for the settings as
// shipped, PostgreSQL's and V8's defaults, the shipped ones with one setting changed at a time,
// and V8 without its optimizing compiler for WebAssembly. No target: it informs the choice of
// the settings.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../server/db/client';
import { EMBEDDED_ENGINE_FLAGS, tuneEngineForEmbeddedDatabase } from '../server/db/embedded-engine';
import { EMBEDDED_POSTGRES_SETTINGS, pgliteStartParams } from '../server/db/pglite-settings';
import { seedDatabase } from '../server/db/seed';

const DURATION_S = Number(process.argv.find((arg) => arg.startsWith('--duration='))?.split('=')[1] ?? 3);
const RESERVATIONS = 40_000;
const DAYS = 365;
const TIMES = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];

const POSTGRES_DEFAULTS: Record<string, string> = {
  shared_buffers: '128MB',
  maintenance_work_mem: '64MB',
};

interface Configuration {
  name: string;
  settings: Record<string, string>;
  engineFlags: readonly string[];
}

const shipped = (name: string, settings: Record<string, string>): Configuration => ({
  name,
  settings,
  engineFlags: EMBEDDED_ENGINE_FLAGS,
});

const CONFIGURATIONS: Configuration[] = [
  shipped('as shipped', {}),
  { name: "PostgreSQL's and V8's defaults", settings: POSTGRES_DEFAULTS, engineFlags: [] },
  ...['4MB', '16MB', '32MB', '128MB'].map((value) => shipped(`shared_buffers=${value}`, { shared_buffers: value })),
  ...Object.entries(POSTGRES_DEFAULTS)
    .filter(([name, value]) => name !== 'shared_buffers' && EMBEDDED_POSTGRES_SETTINGS[name] !== value)
    .map(([name, value]) => shipped(`${name}=${value}`, { [name]: value })),
  { name: "V8's defaults", settings: {}, engineFlags: [] },
  ...EMBEDDED_ENGINE_FLAGS.map((flag) => ({
    name: `without ${flag.split('=')[0]}`,
    settings: {},
    engineFlags: EMBEDDED_ENGINE_FLAGS.filter((other) => other !== flag),
  })),
  { name: 'and --liftoff-only', settings: {}, engineFlags: [...EMBEDDED_ENGINE_FLAGS, '--liftoff-only'] },
];

const WIDTH = 40;
const ROUNDS = 2;

const dateOf = (day: number) => new Date(Date.UTC(2030, 0, 1 + (day % DAYS))).toISOString().slice(0, 10);

async function makeDatabase(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    await database.executeSql(`
      insert into reservations (first_name, last_name, email, phone, date, time, guests, status, requests)
      select 'Diner', 'Number ' || n, 'diner' || n || '@example.com', '(612) 555-0123',
        to_char(date '2030-01-01' + (n % ${DAYS}), 'YYYY-MM-DD'),
        (array['${TIMES.join("','")}'])[1 + n % ${TIMES.length}], 1 + n % 6, 'confirmed',
        case when n % 4 = 0 then 'A table by the window, please' end
      from generate_series(1, ${RESERVATIONS}) n`);
    await database.executeSql('analyze');
  } finally {
    await database.close();
  }
}

type Work = (client: PGlite, n: number) => Promise<unknown>;

const WORKS: [string, Work][] = [
  [
    'booking',
    (client, n) =>
      client.transaction(async (tx) => {
        const date = dateOf(n * 7);
        const time = TIMES[n % TIMES.length]!;
        await tx.query('select pg_advisory_xact_lock(42)');
        await tx.query(
          `select coalesce(sum(guests), 0) from reservations where date = $1 and time = $2 and status <> 'cancelled'`,
          [date, time],
        );
        await tx.query(
          `insert into reservations (first_name, last_name, email, phone, date, time, guests)
           values ('Bench', $1, $2, '(612) 555-0123', $3, $4, 2) returning id`,
          [`Diner ${n}`, `bench${n}@example.com`, date, time],
        );
      }),
  ],
  ['one day', (client, n) => client.query('select * from reservations where date = $1 order by time', [dateOf(n)])],
  [
    'a month',
    (client, n) =>
      client.query(
        `select date, sum(guests) from reservations where date between $1 and $2 and status <> 'cancelled' group by date`,
        [dateOf(n * 31), dateOf(n * 31 + 30)],
      ),
  ],
  [
    'staff list',
    (client, n) =>
      client.query('select * from reservations order by date desc, time desc limit 100 offset $1', [(n * 100) % 5000]),
  ],
  ['scan all', (client) => client.query(`select count(*) from reservations where email like '%7@%'`)],
  [
    'distinct sort',
    (client) => client.query('select count(*) from (select distinct email, phone from reservations) t'),
  ],
  [
    'index build',
    async (client) => {
      await client.exec('create index bench_email_idx on reservations (email, last_name)');
      await client.exec('drop index bench_email_idx');
    },
  ],
];

function rssMb(): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/** In the child: opens the copy with the settings, runs each work for the duration, prints the rates. */
async function measure({ dataDir, settings, engineFlags }: Configuration & { dataDir: string }): Promise<void> {
  tuneEngineForEmbeddedDatabase(engineFlags);
  const client = await PGlite.create({ dataDir, startParams: pgliteStartParams(settings) });
  const rates: Record<string, number> = {};
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, work] of WORKS) {
      const started = performance.now();
      let n = 0;
      while (performance.now() - started < DURATION_S * 1000) await work(client, n++);
      rates[name] = Math.max(rates[name] ?? 0, n / ((performance.now() - started) / 1000));
    }
  }
  const rss = rssMb();
  await client.close();
  console.log(JSON.stringify({ rates, rss }));
}

function runChild(
  dataDir: string,
  configuration: Configuration,
): Promise<{ rates: Record<string, number>; rss: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, process.argv[1]!, `--child=${JSON.stringify({ ...configuration, dataDir })}`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.once('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!))
        : reject(new Error(`child exited ${code}: ${out}`)),
    );
  });
}

const childArg = process.argv.find((arg) => arg.startsWith('--child='));
if (childArg) {
  await measure(JSON.parse(childArg.slice('--child='.length)) as Configuration & { dataDir: string });
  process.exit(0);
}

const root = mkdtempSync(join(tmpdir(), 'selam-bench-settings-'));
try {
  const made = join(root, 'made');
  console.log(`Making an embedded database with ${RESERVATIONS} bookings over ${DAYS} days…`);
  await makeDatabase(made);
  console.log(
    `Settings as shipped: ${Object.entries(EMBEDDED_POSTGRES_SETTINGS)
      .map(([name, value]) => `${name}=${value}`)
      .join(', ')}; V8 ${EMBEDDED_ENGINE_FLAGS.join(' ')}.\nRates in operations per second, ` +
      `the better of ${ROUNDS} runs of ${DURATION_S} s; one process per row, ×: against the settings as shipped.\n`,
  );
  const names = WORKS.map(([name]) => name);
  console.log(
    `${'configuration'.padEnd(WIDTH)}${names.map((name) => name.padStart(14)).join('')}${'RSS MB'.padStart(9)}`,
  );
  let asShipped: Record<string, number> | undefined;
  for (const configuration of CONFIGURATIONS) {
    const { name } = configuration;
    const copy = join(root, 'copy');
    rmSync(copy, { recursive: true, force: true });
    cpSync(made, copy, { recursive: true });
    rmSync(join(copy, 'server.lock'), { force: true });
    const { rates, rss } = await runChild(join(copy, 'pglite'), configuration);
    asShipped ??= rates;
    const cells = names.map((work) => {
      const rate = rates[work]!;
      const ratio = rate / asShipped![work]!;
      return `${rate.toFixed(0)} ${name === 'as shipped' ? '     ' : `×${ratio.toFixed(2)}`}`.padStart(14);
    });
    console.log(`${name.padEnd(WIDTH)}${cells.join('')}${rss.toFixed(0).padStart(9)}`);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
