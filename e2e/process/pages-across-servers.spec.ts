import type { APIRequestContext } from '@playwright/test';
import type { MenuItemDto, MenuItemFormValues, PublicMenuItemDto } from '@shared/schemas/menu';
import { expect, expectJson, signInAsOwner, test } from '../support/server-process';

const NEW_NAME = 'Renamed On Server A';
/** Only a hang reaches this: a change the other server never hears of. */
const HANG_MS = 30_000;

/** The body of `path` on the server, which must answer 200. */
async function bodyOf(api: APIRequestContext, path: string): Promise<string> {
  const res = await api.get(path);
  expect(res.status(), path).toBe(200);
  return res.text();
}

// Two app processes share one PostgreSQL database, and hear each other's writes through
// LISTEN/NOTIFY; the embedded database allows one process only, so this runs on PostgreSQL.
// Their caches never expire: what B shows after A's write, the notification alone made it show.
test.use({ driver: 'postgres' });

test('a dish renamed through one server shows on the other server’s cached menu page and menu JSON, which never expire', async ({
  launch,
  clientFor,
}) => {
  // B finds the database migrated, seeded and with its owner: it seeds nothing again.
  const a = await launch({ CACHE_EXPIRY_SECONDS: 'never' });
  const b = await launch({ CACHE_EXPIRY_SECONDS: 'never' });
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
  const form: MenuItemFormValues = {
    name: NEW_NAME,
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
  const renamed = await expectJson<MenuItemDto>(await staff.put(`/api/menu-items/${dish!.id}`, { data: form }), 200);
  expect(renamed.name).toBe(NEW_NAME);

  await expect
    .poll(async () => (await bodyOf(diner, '/menu')).includes(NEW_NAME), {
      message: 'B’s /menu page',
      timeout: HANG_MS,
    })
    .toBe(true);
  await expect
    .poll(
      async () =>
        (JSON.parse(await bodyOf(diner, '/api/menu-items')) as PublicMenuItemDto[]).some(
          (item) => item.id === dish!.id && item.name === NEW_NAME,
        ),
      { message: 'B’s /api/menu-items', timeout: HANG_MS },
    )
    .toBe(true);

  const page = await (await diner.get('/menu')).text();
  expect(page).toContain(NEW_NAME);
  expect(page).not.toContain(oldName);
  const amharic = await diner.get('/am/menu');
  expect(amharic.status()).toBe(200);
  expect(await amharic.text()).toContain(NEW_NAME);
  // The launch and store fixtures stop both servers and drop the database.
});
