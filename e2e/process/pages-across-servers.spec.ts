import type { APIRequestContext } from '@playwright/test';
import type { MenuItemDto, MenuItemFormValues, PublicMenuItemDto } from '@shared/schemas/menu';
import { expect, expectJson, signInAsOwner, test } from '../support/server-process';

const NEW_NAME = 'Renamed On Server A';
/** How long another process may keep showing what a write replaced. */
const PROPAGATION_LIMIT_MS = 1_000;
/** Polling stops here, so a failure reports how late the change was rather than a time-out. */
const GIVE_UP_MS = 5_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Milliseconds from `since` until `shows` holds for `path` on the server, polled every 25 ms; Infinity past GIVE_UP_MS. */
async function msUntil(api: APIRequestContext, path: string, since: number, shows: (body: string) => boolean): Promise<number> {
  for (;;) {
    const res = await api.get(path);
    expect(res.status(), path).toBe(200);
    if (shows(await res.text())) return performance.now() - since;
    if (performance.now() - since > GIVE_UP_MS) return Infinity;
    await sleep(25);
  }
}

// Two app processes share one PostgreSQL database, and hear each other's writes through
// LISTEN/NOTIFY; the embedded database allows one process only, so this runs on PostgreSQL.
test.use({ driver: 'postgres' });

test('a dish renamed through one server shows on the other server’s cached menu page and menu JSON within a second', async ({
  launch,
  clientFor,
}) => {
  // B finds the database migrated, seeded and with its owner: it seeds nothing again.
  const a = await launch();
  const b = await launch();
  const diner = await clientFor(b);

  // Both of B's caches hold the menu before the write: the rendered pages and the JSON read.
  const menu = await expectJson<PublicMenuItemDto[]>(await diner.get('/api/menu-items'), 200);
  // A dish no other dish mentions, so its old name can be gone from the whole page.
  const dish = menu.find((item) => !menu.some((other) => other !== item && JSON.stringify(other).includes(item.name)));
  expect(dish, 'a seeded dish with a name of its own').toBeDefined();
  const oldName = dish!.name;
  for (const path of ['/menu', '/am/menu']) {
    const res = await diner.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).toContain(oldName);
  }

  const staff = await clientFor(a, { Origin: a.url });
  await signInAsOwner(staff);
  const { name: _name, description, price, category, image, ingredients, tags, specials, available, featured } = dish!;
  const form: MenuItemFormValues = { name: NEW_NAME, description, price, category, image, ingredients, tags, specials, available, featured };
  const renamed = await expectJson<MenuItemDto>(await staff.put(`/api/menu-items/${dish!.id}`, { data: form }), 200);
  expect(renamed.name).toBe(NEW_NAME);
  const written = performance.now();

  const [pageMs, jsonMs] = await Promise.all([
    msUntil(diner, '/menu', written, (html) => html.includes(NEW_NAME)),
    msUntil(diner, '/api/menu-items', written, (json) =>
      (JSON.parse(json) as PublicMenuItemDto[]).some((item) => item.id === dish!.id && item.name === NEW_NAME),
    ),
  ]);
  test.info().annotations.push({ type: 'propagation', description: `/menu ${pageMs.toFixed(0)} ms, /api/menu-items ${jsonMs.toFixed(0)} ms` });
  expect(pageMs, 'B’s /menu page').toBeLessThan(PROPAGATION_LIMIT_MS);
  expect(jsonMs, 'B’s /api/menu-items').toBeLessThan(PROPAGATION_LIMIT_MS);

  const page = await (await diner.get('/menu')).text();
  expect(page).toContain(NEW_NAME);
  expect(page).not.toContain(oldName);
  const amharic = await diner.get('/am/menu');
  expect(amharic.status()).toBe(200);
  expect(await amharic.text()).toContain(NEW_NAME);
  // The launch and store fixtures stop both servers and drop the database.
});
