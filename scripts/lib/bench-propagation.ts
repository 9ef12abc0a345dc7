// How soon a write through one server shows through another on the same PostgreSQL database,
// which hears of it through LISTEN/NOTIFY. Both servers' caches never expire, so only the
// notification can make the change show. Each round renames a dish through A and then reads
// B's menu JSON and menu page until both show the new name; the reference is one read of B's
// cached menu JSON in the same run. Then the kitchen board's live stream (bench-order-stream.ts).
// Figures for bench:api; the tests only ask that it shows.
import type { MenuItemFormValues, PublicMenuItemDto } from '@shared/schemas/menu';
import { loadAverage } from './bench-image-encodes';
import { benchOrderStream } from './bench-order-stream';
import { startProductionServer, TEST_OWNER } from './server-process';

const ROUNDS = 20;
const REFERENCE_READS = 200;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function readMs(url: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return { ms: performance.now() - started, body };
}

/** Milliseconds from `since` until `url` shows `shows`, read again at once after each answer. */
async function msUntil(url: string, since: number, shows: (body: string) => boolean): Promise<number> {
  while (!shows((await readMs(url)).body));
  return performance.now() - since;
}

/** Starts two servers on the (migrated or empty) PostgreSQL database `databaseUrl` and prints the figures. */
export async function benchPropagation(databaseUrl: string, env: Record<string, string>): Promise<void> {
  const serverEnv = { ...env, CACHE_EXPIRY_SECONDS: 'never' };
  const a = await startProductionServer({ databaseUrl, env: serverEnv });
  const b = await startProductionServer({ databaseUrl, env: serverEnv });
  try {
    const login = await fetch(`${a.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_OWNER),
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .find((value) => value.startsWith('selam.sid='))!
      .split(';')[0]!;
    const menu = JSON.parse((await readMs(`${b.url}/api/menu-items`)).body) as PublicMenuItemDto[];
    const dish = menu[0]!;
    const { description, price, category, image, ingredients, tags, specials, available, featured } = dish;

    const reference: number[] = [];
    for (let i = 0; i < REFERENCE_READS; i += 1) reference.push((await readMs(`${b.url}/api/menu-items`)).ms);
    await readMs(`${b.url}/menu`);

    const json: number[] = [];
    const page: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `Bench Dish ${round} ${Date.now().toString(36)}`;
      const form: MenuItemFormValues = {
        name,
        description,
        price,
        category,
        image,
        ingredients,
        tags,
        specials,
        available,
        featured,
      };
      const res = await fetch(`${a.url}/api/menu-items/${dish.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(form),
      });
      if (res.status !== 200) throw new Error(`the rename answered ${res.status}`);
      await res.arrayBuffer();
      const written = performance.now();
      const [jsonMs, pageMs] = await Promise.all([
        msUntil(`${b.url}/api/menu-items`, written, (body) => body.includes(name)),
        msUntil(`${b.url}/menu`, written, (body) => body.includes(name)),
      ]);
      json.push(jsonMs);
      page.push(pageMs);
    }

    const read = median(reference);
    console.log(
      `\nPostgreSQL, two servers: a dish renamed through A, until B shows it (${ROUNDS} rounds, caches that never expire)`,
    );
    console.log(`  one read of B's cached /api/menu-items: median ${read.toFixed(1)} ms over ${REFERENCE_READS} reads`);
    for (const [what, values] of [
      ['/api/menu-items', json],
      ['/menu page', page],
    ] as const) {
      console.log(
        `  ${what.padEnd(16)} median ${median(values).toFixed(1)} ms, slowest ${Math.max(...values).toFixed(1)} ms: ` +
          `×${(median(values) / read).toFixed(1)} and ×${(Math.max(...values) / read).toFixed(1)} one read (load average ${loadAverage()})`,
      );
    }
    await benchOrderStream(a, b);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}
