import type { Express } from 'express';
import { z } from 'zod';
import { announcementSchema, contentPhotosSchema, testimonialsSchema } from '@shared/schemas/site-content';
import { createAdminUserSchema, updateAdminUserSchema } from '@shared/schemas/admin-user';
import { forgotPasswordSchema, loginSchema, passwordResetSchema, requestUsernameSchema } from '@shared/schemas/auth';
import {
  cateringSchema,
  cateringStatusSchema,
  publicCateringRequestSchema,
  sendQuoteSchema,
  updateCateringSchema,
} from '@shared/schemas/catering';
import {
  giftCardAdjustSchema,
  giftCardCodeSchema,
  giftCardExtendSchema,
  giftCardRedeemSchema,
  giftCardReportQuerySchema,
  giftCardRequestDeclineSchema,
  giftCardRequestSchema,
  giftCardVoidSchema,
  manualGiftCardSchema,
} from '@shared/schemas/gift-card';
import {
  eventPackageSchema,
  eventRequestSchema,
  hallClosureSchema,
  hallMonthQuerySchema,
  hallSettingsSchema,
  acceptProposalSchema,
  eventBookingListQuerySchema,
  eventRefundSchema,
  eventStatusSchema,
  guestCountSchema,
  payEventSchema,
  recordEventPaymentSchema,
  sendProposalSchema,
  updateEventBookingSchema,
} from '@shared/schemas/hall-events';
import { imageQuerySchema } from '@shared/schemas/image-upload';
import { msg } from '@shared/messages/message';
import { isoDate } from '@shared/schemas/common';
import { categorySchema, categoryUpdateSchema, menuItemSchema, menuQuerySchema } from '@shared/schemas/menu';
import {
  orderingPauseSchema,
  orderingSettingsUpdateSchema,
  orderQuoteSchema,
  orderStatusChangeSchema,
  phoneOrderSchema,
  placeOrderSchema,
} from '@shared/schemas/ordering';
import {
  manageReservationChangeSchema,
  publicReservationSchema,
  reservationListQuerySchema,
  reservationSchema,
  reservationSpamSchema,
  reservationStatusSchema,
  reservationUpdateSchema,
} from '@shared/schemas/reservation';
import {
  availabilityQuerySchema,
  monthAvailabilityQuerySchema,
  reservationDayQuerySchema,
  scheduleExceptionSchema,
} from '@shared/schemas/schedule';
import {
  reservationSettingSchema,
  restaurantStatusOverrideSchema,
  settingsUpdateSchema,
} from '@shared/schemas/settings';
import { waitlistJoinSchema, waitlistListQuerySchema } from '@shared/schemas/waitlist';
import { onlineOrdersExportQuerySchema, onlineOrdersQuerySchema } from '../../server/orders';

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The Express path, e.g. /api/menu-items/:id */
  path: string;
  /** "METHOD /path", as docs/api.md names it. */
  key: string;
  /** The names of the path's parameters, e.g. ["id"]. */
  params: string[];
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function joinPaths(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/**
 * Every route of the running app, read from the Express 5 router stack: mounted routers (their
 * own `.stack`) are walked with their mount path, so a route added later shows up here without
 * anyone listing it.
 */
export function listRoutes(app: Express): Route[] {
  const found = new Map<string, Route>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '';
      if (layer.route && typeof layer.route.path === 'string') {
        const path = joinPaths(prefix, layer.route.path);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (!on || method === '_all') continue;
          const verb = method.toUpperCase() as Route['method'];
          const key = `${verb} ${path}`;
          found.set(key, { method: verb, path, key, params: [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!) });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, joinPaths(prefix, mount));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The schemas each route reads its body with, so the fuzzer can send objects with the real
 * field names (and wrong values). A route missing here is still fuzzed, with generic bodies.
 */
export const BODY_SCHEMAS: Record<string, z.ZodType[]> = {
  'POST /api/admin/login': [loginSchema],
  'POST /api/admin/forgot-password': [forgotPasswordSchema],
  'POST /api/admin/request-username': [requestUsernameSchema],
  'POST /api/admin/reset-password': [passwordResetSchema],
  'POST /api/admin/restaurant-status': [restaurantStatusOverrideSchema],
  'PUT /api/admin/reservation-setting': [reservationSettingSchema],
  'PUT /api/admin/settings': [settingsUpdateSchema],
  'POST /api/reservations': [publicReservationSchema, reservationSchema],
  'PUT /api/reservations/:id': [reservationUpdateSchema, reservationStatusSchema],
  'PUT /api/manage/reservations/:token': [manageReservationChangeSchema],
  'POST /api/waitlist': [waitlistJoinSchema],
  'POST /api/admin/reservations/spam': [reservationSpamSchema],
  'POST /api/menu-items': [menuItemSchema],
  'PUT /api/menu-items/:id': [menuItemSchema],
  'POST /api/admin/categories': [categorySchema],
  'PUT /api/admin/categories/:id': [categoryUpdateSchema],
  'POST /api/admin/catering-orders': [cateringSchema],
  'PUT /api/catering/:id': [updateCateringSchema, cateringStatusSchema],
  'POST /api/catering/:id/send-quote': [sendQuoteSchema],
  'POST /api/catering-requests': [publicCateringRequestSchema],
  'POST /api/admin/gift-cards': [manualGiftCardSchema],
  'POST /api/gift-card-requests': [giftCardRequestSchema],
  'POST /api/admin/gift-card-requests/:id/decline': [giftCardRequestDeclineSchema],
  'POST /api/admin/gift-cards/lookup': [giftCardCodeSchema],
  'POST /api/admin/gift-cards/redeem': [giftCardRedeemSchema],
  'POST /api/admin/gift-cards/:id/adjust': [giftCardAdjustSchema],
  'POST /api/admin/gift-cards/:id/void': [giftCardVoidSchema],
  'POST /api/admin/gift-cards/:id/extend': [giftCardExtendSchema],
  'POST /api/gift-cards/balance': [giftCardCodeSchema],
  'POST /api/admin/users': [createAdminUserSchema],
  'PUT /api/admin/users/:id': [updateAdminUserSchema],
  'POST /api/admin/schedule-exceptions': [scheduleExceptionSchema],
  'PUT /api/admin/schedule-exceptions/:id': [scheduleExceptionSchema],
  'POST /api/orders/quote': [orderQuoteSchema],
  'POST /api/orders': [placeOrderSchema],
  'POST /api/admin/online-orders': [phoneOrderSchema],
  'POST /api/admin/online-orders/:id/status': [orderStatusChangeSchema],
  'PUT /api/admin/ordering-settings': [orderingSettingsUpdateSchema],
  'POST /api/admin/ordering/pause': [orderingPauseSchema],
  'POST /api/admin/event-packages': [eventPackageSchema],
  'PUT /api/admin/event-packages/:id': [eventPackageSchema],
  'PUT /api/admin/hall-settings': [hallSettingsSchema],
  'POST /api/admin/hall-closures': [hallClosureSchema],
  'POST /api/event-bookings': [eventRequestSchema],
  // Hall events: the pipeline.
  'PUT /api/admin/event-bookings/:id': [updateEventBookingSchema],
  'POST /api/admin/event-bookings/:id/proposal': [sendProposalSchema],
  'POST /api/admin/event-bookings/:id/payments': [recordEventPaymentSchema],
  'POST /api/admin/event-bookings/:id/refunds': [eventRefundSchema],
  'POST /api/admin/event-bookings/:id/status': [eventStatusSchema],
  'POST /api/events/proposal/:token/accept': [acceptProposalSchema],
  'PUT /api/events/proposal/:token/guest-count': [guestCountSchema],
  'POST /api/events/proposal/:token/pay': [payEventSchema],
  'PUT /api/admin/site-content/photos/:place': [contentPhotosSchema('hall')],
  'PUT /api/admin/site-content/testimonials/:place': [testimonialsSchema],
  'PUT /api/admin/site-content/announcement': [announcementSchema],
};

/** The query schemas of the routes that read a query string. */
export const QUERY_SCHEMAS: Record<string, z.ZodType> = {
  'GET /api/menu-items': menuQuerySchema,
  'GET /api/reservations': reservationListQuerySchema,
  'GET /api/images/:id': imageQuerySchema,
  'GET /api/availability': availabilityQuerySchema,
  'GET /api/availability/month': monthAvailabilityQuerySchema,
  'GET /api/admin/reservation-day': reservationDayQuerySchema,
  'GET /api/admin/gift-cards/report': giftCardReportQuerySchema,
  'GET /api/admin/waitlist': waitlistListQuerySchema,
  'GET /api/admin/online-orders': onlineOrdersQuerySchema,
  'GET /api/admin/online-orders/export': onlineOrdersExportQuerySchema,
  // The pickup times of one date: only the field's name matters to the fuzzer.
  'GET /api/ordering/slots': z.object({ date: isoDate(msg('field.dateRequired')) }),
  'GET /api/hall/availability': hallMonthQuerySchema,
  'GET /api/admin/hall/calendar': hallMonthQuerySchema,
  'GET /api/admin/event-bookings': eventBookingListQuerySchema,
};

/** Every "METHOD /api/path" docs/api.md lists in its tables (an optional query in [..] dropped). */
export function documentedRoutes(markdown: string): string[] {
  const routes = new Set<string>();
  for (const match of markdown.matchAll(/^\| `(GET|POST|PUT|DELETE|PATCH) (\/api[^`\s[]*)(?:\[[^\]]*\])?`/gm)) {
    routes.add(`${match[1]} ${match[2]}`);
  }
  return [...routes].sort();
}
