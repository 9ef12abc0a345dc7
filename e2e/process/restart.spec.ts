import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { CateringOrderDto, CateringRequestReceipt } from '@shared/schemas/catering';
import type { MenuItemDto } from '@shared/schemas/menu';
import type { CreatedReservationDto, ReservationDto } from '@shared/schemas/reservation';
import { restaurantDate } from '../support/dates';
import { expect, expectJson, onEachDatabase, signInAsOwner, test, type ServerProcess } from '../support/server-process';

/**
 * A POST whose headers and first half of the body are on the wire, and whose second half is
 * sent by finish(): a request that is in flight for as long as the test wants.
 */
function halfSentPost(server: ServerProcess, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const req = httpRequest(`${server.url}${path}`, {
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let received = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (received += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: received }));
    });
  });
  req.flushHeaders();
  req.write(text.slice(0, half));
  return { answer, finish: () => req.end(text.slice(half)) };
}

/** Everything staff keep in the back office that this test writes to. */
async function adminRecords(api: APIRequestContext) {
  const [reservations, cateringOrders, menuItems] = await Promise.all([
    api.get('/api/admin/reservations').then((res) => expectJson<ReservationDto[]>(res, 200)),
    api.get('/api/admin/catering-orders').then((res) => expectJson<CateringOrderDto[]>(res, 200)),
    api.get('/api/admin/menu-items').then((res) => expectJson<MenuItemDto[]>(res, 200)),
  ]);
  return { reservations, cateringOrders, menuItems };
}

onEachDatabase((driver) => {
  test('SIGTERM finishes the request in flight and exits 0; a restart finds every record and the session', async ({
    launch,
    clientFor,
    store,
  }) => {
    const first = await launch();
    const staff = await clientFor(first, { Origin: first.url });
    const cookie = await signInAsOwner(staff);

    const reservation = await expectJson<ReservationDto>(
      await staff.post('/api/reservations', {
        data: {
          firstName: 'Mulu',
          lastName: 'Restart',
          email: 'mulu.restart@diner.example',
          phone: '(612) 555-0142',
          date: restaurantDate(12),
          time: '19:00',
          guests: 6,
          requests: 'A table by the window',
          status: 'confirmed',
        },
      }),
      201,
    );
    const cateringReceipt = await expectJson<CateringRequestReceipt>(
      await staff.post('/api/catering-requests', {
        data: {
          firstName: 'Selam',
          lastName: 'Restart',
          email: 'selam.restart@client.example',
          phone: '(651) 555-0199',
          eventType: 'Wedding',
          eventDate: restaurantDate(30),
          eventTime: '17:30',
          guestCount: 120,
          deliveryAddress: '55 Summit Avenue, St. Paul, MN',
          serviceType: 'full-service',
          menuSelections: ['Doro Wat', 'Misir Wat'],
        },
      }),
      201,
    );
    const menuItem = await expectJson<MenuItemDto>(
      await staff.post('/api/menu-items', {
        data: {
          name: 'Restart Shiro',
          description: 'Chickpea stew that outlives a restart',
          price: '13.75',
          category: 'Vegetarian',
          tags: ['vegan'],
        },
      }),
      201,
    );
    const before = await adminRecords(staff);
    expect(before.reservations).toContainEqual(reservation);
    expect(before.menuItems).toContainEqual(menuItem);
    expect(before.cateringOrders.find((order) => order.id === cateringReceipt.id)).toMatchObject({
      ...cateringReceipt,
      lastName: 'Restart',
      eventDate: restaurantDate(30),
      guestCount: 120,
      menuSelections: ['Doro Wat', 'Misir Wat'],
    });

    // A diner's booking whose body is still arriving when the signal comes.
    const inFlight = halfSentPost(first, '/api/reservations', {
      firstName: 'Abebe',
      lastName: 'InFlight',
      email: 'abebe.inflight@diner.example',
      phone: '(612) 555-0111',
      date: restaurantDate(14),
      time: '18:30',
      guests: 2,
    });
    // A request on another connection, answered after the half-sent one reached the server.
    expect((await staff.get('/api/health')).status()).toBe(200);

    const stopping = first.stop('SIGTERM');
    await expect.poll(() => first.output()).toContain('SIGTERM: finishing in-flight requests');
    inFlight.finish();
    const late = await inFlight.answer;
    expect(late.status, late.body).toBe(201);
    // The diner's answer also carries the manage link, which the staff list never shows.
    const { managePath, ...lateBooking } = JSON.parse(late.body) as CreatedReservationDto;
    expect(managePath).toMatch(/^\/reservations\/manage\/[A-Za-z0-9_-]{32}$/);

    expect(await stopping).toEqual({ code: 0, signal: null });
    expect(first.output()).toContain('[server] stopped');
    // A clean stop releases the embedded database for the next server.
    if (driver === 'embedded') expect(existsSync(join(store.dataDir!, 'server.lock'))).toBe(false);

    const second = await launch();
    // The cookie from before the restart, as the browser still holds it.
    const returning = await clientFor(second, { Cookie: cookie });
    const auth = await expectJson<{ authenticated: boolean; admin?: { username: string } }>(
      await returning.get('/api/admin/check-auth'),
      200,
    );
    expect(auth).toMatchObject({ authenticated: true, admin: { username: 'owner', role: 'admin' } });

    const after = await adminRecords(returning);
    expect(after.menuItems).toEqual(before.menuItems);
    expect(after.cateringOrders).toEqual(before.cateringOrders);
    expect(after.reservations).toHaveLength(before.reservations.length + 1);
    expect(after.reservations).toEqual(expect.arrayContaining([...before.reservations, lateBooking]));
    // Diners see the dish too.
    const publicMenu = await expectJson<{ name: string }[]>(
      await returning.get('/api/menu-items?category=Vegetarian'),
      200,
    );
    expect(publicMenu.map((dish) => dish.name)).toContain('Restart Shiro');
  });
});
