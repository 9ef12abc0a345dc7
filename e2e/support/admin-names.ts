import type { APIRequestContext } from '@playwright/test';
import { CATERING } from '@shared/catering-constants';
import type { CateringOrderDto } from '@shared/schemas/catering';
import type { GiftCardDto, GiftCardRequestDto } from '@shared/schemas/gift-card';
import type { ReservationDto } from '@shared/schemas/reservation';
import type { SiteInfo } from '@shared/schemas/settings';
import type { WaitlistEntryDto } from '@shared/schemas/waitlist';
import { zonedMoment } from '@shared/time';

async function list<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(path);
  return response.ok() ? ((await response.json()) as T[]) : [];
}

/**
 * What the back office shows as people typed it, in whatever letters they used: diners' names
 * (bookings, today's waitlist, catering requests and their companies, gift cards' senders and
 * recipients, and the buyers, recipients and messages of the website's gift-card requests), catering addresses (whole, and cut as the list shows them), gift-card codes,
 * usernames, and the subjects of the emails in the outbox, which are in each recipient's
 * language rather than the reader's. Read through the API as the signed-in admin.
 */
export async function typedNames(request: APIRequestContext, site: SiteInfo): Promise<string[]> {
  const today = zonedMoment(site.timeZone).date;
  const [reservations, waitlist, catering, giftCards, giftCardRequests, users, outbox] = await Promise.all([
    list<ReservationDto>(request, '/api/admin/reservations'),
    list<WaitlistEntryDto>(request, `/api/admin/waitlist?date=${today}`),
    list<CateringOrderDto>(request, '/api/admin/catering-orders'),
    list<GiftCardDto>(request, '/api/admin/gift-cards'),
    list<GiftCardRequestDto>(request, '/api/admin/gift-card-requests'),
    list<{ username: string }>(request, '/api/admin/users'),
    list<{ subject: string }>(request, '/api/admin/mail-outbox'),
  ]);
  return [
    ...reservations.flatMap((booking) => [
      `${booking.firstName} ${booking.lastName}`,
      booking.firstName,
      booking.lastName,
    ]),
    ...waitlist.map((entry) => entry.name),
    ...catering.flatMap((order) => [
      `${order.firstName} ${order.lastName}`,
      order.firstName,
      order.lastName,
      order.company ?? '',
      order.deliveryAddress,
      `${order.deliveryAddress.slice(0, CATERING.addressPreviewChars).trimEnd()}…`,
    ]),
    ...giftCards.flatMap((card) => [card.code, card.recipientName, card.senderName]),
    ...giftCardRequests.flatMap((entry) => [
      entry.senderName,
      entry.senderPhone,
      entry.senderEmail,
      entry.recipientName,
      entry.recipientEmail,
      entry.message ?? '',
      entry.giftCardCode ?? '',
      entry.note ?? '',
      entry.handledBy?.username ?? '',
    ]),
    ...users.map((user) => user.username),
    ...outbox.map((mail) => mail.subject),
  ];
}
