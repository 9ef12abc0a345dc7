import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_ROLES } from '@shared/constants';
import { can, type Permission } from '@shared/permissions';
import { signInAs } from '../test-support/api/admins';
import { EVENT_STREAM_ROUTES, stopAtEventStreamHeaders } from '../test-support/api/event-stream';
import { createTestContext, type TestContext } from '../test-support/api/test-app';
import { listRoutes } from '../test-support/fuzz/route-table';

/**
 * Who may call each route. The first test fails when a route is added without an entry here,
 * so no route escapes the checks below.
 */
// 'signed-in': any signed-in admin, whatever their role (their own account).
const ACCESS: Record<string, Permission | 'public' | 'signed-in'> = {
  'GET /api/health': 'public',
  'GET /api/site-info': 'public',
  'POST /api/admin/login': 'public',
  'POST /api/admin/logout': 'public',
  'GET /api/admin/check-auth': 'public',
  'PUT /api/admin/me/preferences': 'signed-in',
  'POST /api/admin/forgot-password': 'public',
  'POST /api/admin/request-username': 'public',
  'POST /api/admin/reset-password': 'public',
  'GET /api/restaurant-status': 'public',
  'POST /api/admin/restaurant-status': 'restaurant.status',
  'GET /api/admin/reservation-setting': 'public',
  'PUT /api/admin/reservation-setting': 'settings.manage',
  'GET /api/admin/settings': 'settings.view',
  'PUT /api/admin/settings': 'settings.manage',
  'POST /api/reservations': 'public',
  'GET /api/reservations': 'public',
  'GET /api/manage/reservations/:token': 'public',
  'PUT /api/manage/reservations/:token': 'public',
  'POST /api/manage/reservations/:token/cancel': 'public',
  'POST /api/manage/reservations/:token/confirm': 'public',
  'GET /api/manage/reservations/:token/calendar.ics': 'public',
  'POST /api/waitlist': 'public',
  'GET /api/waitlist/offers/:token': 'public',
  'POST /api/waitlist/offers/:token/book': 'public',
  'POST /api/waitlist/offers/:token/decline': 'public',
  'GET /api/admin/waitlist': 'reservations.manage',
  'GET /api/admin/reservations': 'reservations.manage',
  'GET /api/admin/reservations/:id/related': 'reservations.manage',
  'POST /api/admin/reservations/spam': 'reservations.manage',
  'PUT /api/reservations/:id': 'reservations.manage',
  'DELETE /api/reservations/:id': 'reservations.manage',
  'GET /api/admin/reservation-day': 'reservations.manage',
  'GET /api/availability': 'public',
  'GET /api/availability/month': 'public',
  'GET /api/admin/schedule-exceptions': 'settings.view',
  'POST /api/admin/schedule-exceptions': 'settings.manage',
  'PUT /api/admin/schedule-exceptions/:id': 'settings.manage',
  'DELETE /api/admin/schedule-exceptions/:id': 'settings.manage',
  'GET /api/menu-items': 'public',
  'GET /api/featured-dishes': 'public',
  'GET /api/admin/menu-items': 'menu.view',
  'POST /api/menu-items': 'menu.manage',
  'PUT /api/menu-items/:id': 'menu.manage',
  'DELETE /api/menu-items/:id': 'menu.manage',
  'POST /api/menu-items/:id/toggle-featured': 'menu.manage',
  'POST /api/menu-items/:id/toggle-availability': 'menu.availability',
  'POST /api/menu-items/:id/sold-out': 'menu.availability',
  'DELETE /api/menu-items/:id/sold-out': 'menu.availability',
  'GET /api/categories': 'public',
  'GET /api/admin/categories': 'menu.view',
  'POST /api/admin/categories': 'menu.manage',
  'PUT /api/admin/categories/:id': 'menu.manage',
  'DELETE /api/admin/categories/:id': 'menu.manage',
  'POST /api/upload-image': 'menu.manage',
  'GET /api/images/:id': 'public',
  'GET /api/admin/catering-orders': 'catering.view',
  'POST /api/admin/catering-orders': 'catering.manage',
  // A body of only { status } needs catering.status; the full form (sent here) catering.manage.
  'PUT /api/catering/:id': 'catering.manage',
  'DELETE /api/catering/:id': 'catering.manage',
  'POST /api/catering/:id/send-quote': 'catering.manage',
  'POST /api/catering-requests': 'public',
  'GET /api/admin/gift-cards': 'giftCards.view',
  'POST /api/admin/gift-cards': 'giftCards.manage',
  'GET /api/admin/gift-cards/export': 'giftCards.view',
  'GET /api/admin/gift-cards/summary': 'giftCards.view',
  'GET /api/admin/gift-cards/report': 'giftCards.redeem',
  'POST /api/admin/gift-cards/lookup': 'giftCards.redeem',
  'POST /api/admin/gift-cards/redeem': 'giftCards.redeem',
  'POST /api/admin/gift-cards/transactions/:id/undo': 'giftCards.redeem',
  // Staff too, for a card they looked up by its code in the last minutes (gift-card-code-privacy.test.ts).
  'GET /api/admin/gift-cards/:id/transactions': 'giftCards.view',
  'POST /api/admin/gift-cards/:id/adjust': 'giftCards.manage',
  'POST /api/admin/gift-cards/:id/void': 'giftCards.manage',
  'POST /api/admin/gift-cards/:id/extend': 'giftCards.manage',
  'POST /api/gift-cards/balance': 'public',
  'POST /api/gift-cards/checkout': 'public',
  'GET /api/gift-card-submission-status': 'public',
  'POST /api/gift-card-requests': 'public',
  'GET /api/admin/gift-card-requests': 'giftCards.view',
  'POST /api/admin/gift-card-requests/:id/issue': 'giftCards.manage',
  'POST /api/admin/gift-card-requests/:id/decline': 'giftCards.manage',
  'GET /api/admin/online-orders': 'orders.view',
  'GET /api/admin/online-orders/export': 'dashboard.view',
  'GET /api/admin/online-orders/events': 'dashboard.view',
  'POST /api/admin/online-orders': 'orders.manage',
  'POST /api/admin/online-orders/:id/status': 'orders.manage',
  'POST /api/admin/online-orders/:id/undo': 'orders.manage',
  'POST /api/admin/online-orders/:id/gift-card-refund': 'payments.refund',
  'GET /api/admin/ordering-settings': 'orders.settings',
  'PUT /api/admin/ordering-settings': 'orders.settings',
  'POST /api/admin/ordering/pause': 'orders.manage',
  'DELETE /api/admin/ordering/pause': 'orders.manage',
  'POST /api/admin/ordering/busy': 'orders.manage',
  'DELETE /api/admin/ordering/busy': 'orders.manage',
  'GET /api/ordering': 'public',
  'GET /api/ordering/slots': 'public',
  'POST /api/orders/quote': 'public',
  'POST /api/orders': 'public',
  'GET /api/orders/status/:token': 'public',
  'POST /api/orders/status/:token/cancel': 'public',
  'POST /api/orders/status/:token/checkout': 'public',
  'POST /api/orders/status/:token/pay-at-pickup': 'public',
  // Stripe's events: no session, a signature instead (payments/webhook.test.ts).
  'POST /api/payments/webhook': 'public',
  'POST /api/admin/payments/:id/refund': 'payments.refund',
  'GET /api/event-packages': 'public',
  'GET /api/admin/event-packages': 'hallEvents.view',
  'POST /api/admin/event-packages': 'hallEvents.manage',
  'PUT /api/admin/event-packages/:id': 'hallEvents.manage',
  'DELETE /api/admin/event-packages/:id': 'hallEvents.manage',
  'GET /api/admin/hall-settings': 'hallEvents.view',
  'PUT /api/admin/hall-settings': 'hallEvents.manage',
  'GET /api/admin/hall-closures': 'hallEvents.view',
  'POST /api/admin/hall-closures': 'hallEvents.manage',
  'DELETE /api/admin/hall-closures/:id': 'hallEvents.manage',
  'GET /api/hall/availability': 'public',
  'GET /api/hall/info': 'public',
  'GET /api/admin/hall/calendar': 'hallEvents.view',
  'POST /api/event-bookings': 'public',
  'GET /api/events/request/:token': 'public',
  'POST /api/events/request/:token/confirm': 'public',
  'GET /api/admin/users': 'users.view',
  'POST /api/admin/users': 'users.manage',
  'PUT /api/admin/users/:id': 'users.manage',
  'DELETE /api/admin/users/:id': 'users.manage',
  'GET /api/admin/notifications': 'dashboard.view',
  'POST /api/admin/notifications/clear': 'dashboard.view',
  'POST /api/admin/notifications/:id/read': 'dashboard.view',
  'GET /api/admin/analytics': 'dashboard.view',
  'GET /api/admin/mail-outbox': 'mail.view',
  'POST /api/admin/mail-outbox/:id/retry': 'mail.view',
  // Hall events: the pipeline (proposals, payments, back office).
  'GET /api/admin/event-bookings': 'hallEvents.view',
  'GET /api/admin/event-bookings/:id': 'hallEvents.view',
  'GET /api/admin/event-bookings/:id/beo': 'hallEvents.view',
  // Staff may send only a note (server/hall-events/admin-events.test.ts).
  'PUT /api/admin/event-bookings/:id': 'hallEvents.view',
  'POST /api/admin/event-bookings/:id/proposal': 'hallEvents.manage',
  'POST /api/admin/event-bookings/:id/payments': 'hallEvents.manage',
  'POST /api/admin/event-bookings/:id/refunds': 'hallEvents.manage',
  'POST /api/admin/event-bookings/:id/status': 'hallEvents.manage',
  'GET /api/events/proposal/:token': 'public',
  'POST /api/events/proposal/:token/accept': 'public',
  'PUT /api/events/proposal/:token/guest-count': 'public',
  'POST /api/events/proposal/:token/pay': 'public',
  // Hall events: the pipeline, end.
  'GET /api/site-content': 'public',
  'GET /api/admin/site-content': 'siteContent.view',
  'PUT /api/admin/site-content/photos/:place': 'siteContent.manage',
  'PUT /api/admin/site-content/testimonials/:place': 'siteContent.manage',
  'PUT /api/admin/site-content/announcement': 'siteContent.manage',
  'DELETE /api/admin/site-content/announcement': 'siteContent.manage',
};

/** Routes a role may call on a condition: the refusal says what the condition is. */
const CONDITIONAL_REFUSALS: Record<string, object> = {
  'GET /api/admin/gift-cards/:id/transactions': {
    message: 'Look the card up by its code to see its history.',
    code: 'FORBIDDEN',
    messageKey: 'giftCard.historyNeedsLookup',
    params: {},
  },
};

function call(agent: ReturnType<typeof request.agent> | ReturnType<typeof request>, route: string) {
  const [method, path] = route.split(' ') as [string, string];
  const url = path.replace(':id', path.startsWith('/api/admin/notifications') ? 'reservation-1' : '999999');
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return verb === 'get' || verb === 'delete' ? agent[verb](url) : agent[verb](url).send({ name: 'x' });
}

// A live stream never ends: of its answer only the headers are read.
stopAtEventStreamHeaders();

let ctx: TestContext;
const agents: Partial<Record<(typeof ADMIN_ROLES)[number], ReturnType<typeof request.agent>>> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ADMIN_ROLES) agents[role] = (await signInAs(ctx, role)).agent;
});
afterAll(() => ctx.close());

test('every route has an entry in the access table, and every entry is a route', () => {
  const served = listRoutes(ctx.app).map((route) => route.key);
  expect(served).toContain('GET /api/health');
  expect(served).toContain('GET /api/site-info');
  expect(served.sort()).toEqual(Object.keys(ACCESS).sort());
});

const guarded = Object.entries(ACCESS).filter(([, access]) => access !== 'public') as [
  string,
  Permission | 'signed-in',
][];
const open = Object.entries(ACCESS)
  .filter(([, access]) => access === 'public')
  .map(([route]) => route);

describe('without a session', () => {
  test.each(guarded.map(([route]) => route))('%s answers 401', async (route) => {
    const res = await call(request(ctx.app), route);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  test.each(open)('%s is public: never 401 or 403, never 5xx', async (route) => {
    const res = await call(request(ctx.app), route);
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});

describe.each(ADMIN_ROLES)('signed in as %s', (role) => {
  test.each(guarded)('%s (%s)', async (route, permission) => {
    const res = await call(agents[role]!, route);
    if (permission === 'signed-in' || can(role, permission)) {
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
      if (EVENT_STREAM_ROUTES.includes(route)) expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    } else {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(
        CONDITIONAL_REFUSALS[route] ?? {
          message: 'Your role does not allow this action',
          code: 'FORBIDDEN',
          messageKey: 'request.forbidden',
          params: {},
        },
      );
    }
  });
});
