// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';
import type { AdminRole } from '@shared/constants';
import type { GiftCardRequestDto } from '@shared/schemas/gift-card';
import { AdminProvider } from '@/components/admin/admin-context';
import { I18nProvider } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { GiftCardRequests } from './gift-card-requests';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const request = (id: number, changes: Partial<GiftCardRequestDto>): GiftCardRequestDto => ({
  id,
  amount: '50.00',
  designTheme: 'traditional',
  recipientName: 'Abebe Bikila',
  recipientEmail: 'abebe@example.com',
  senderName: `Buyer ${id}`,
  senderEmail: 'buyer@example.com',
  senderPhone: '(612) 555-0142',
  message: null,
  language: 'en',
  status: 'pending',
  giftCardId: null,
  giftCardCode: null,
  handledBy: null,
  handledAt: null,
  note: null,
  createdAt: `2026-11-2${id}T17:00:00.000Z`,
  paidOnline: false,
  paymentId: null,
  payment: null,
  giftCardBalance: null,
  giftCardStatus: null,
  ...changes,
});

const paidOnline = request(1, {
  status: 'issued',
  paidOnline: true,
  paymentId: 41,
  payment: { status: 'paid', refunded: '0.00', disputed: false },
  giftCardId: 7,
  giftCardCode: 'SELAM-7KQ2-M9XP-4HTD',
  giftCardBalance: '50.00',
  giftCardStatus: 'active',
});
const REQUESTS = [
  paidOnline,
  request(2, { senderName: 'Phone buyer' }),
  request(3, { status: 'awaiting_payment', paidOnline: false }),
  request(4, { status: 'expired' }),
  request(5, { ...paidOnline, id: 5, senderName: 'Spent buyer', giftCardBalance: '20.00' }),
  request(6, {
    ...paidOnline,
    id: 6,
    senderName: 'Disputed buyer',
    payment: { ...paidOnline.payment!, disputed: true },
  }),
];

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

function mount(role: AdminRole) {
  // The list is there from the start; a refund reads it (and the others) again.
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, queryFn: () => Promise.resolve(REQUESTS) },
    },
  });
  client.setQueryData(queryKeys.admin.giftCardRequests, REQUESTS);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <I18nProvider>
          <AdminProvider admin={{ id: 1, username: 'mina', role }} timeZone="America/Chicago">
            <GiftCardRequests permissionNoteId="note" />
          </AdminProvider>
        </I18nProvider>
      </QueryClientProvider>,
    ),
  );
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, invalidate };
}

const item = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>(`li[aria-label="Request from ${name} for $50.00"]`);
const buttons = (element: HTMLElement) => [...element.querySelectorAll('button')].map((button) => button.textContent);
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const reason = () => dialog()!.querySelector('textarea')!;
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function type(element: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  act(() => {
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    dialog()!.querySelector('form')!.requestSubmit();
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

test('a card paid online has no phone call to make; one being paid is muted; unpaid checkouts wait behind a toggle', () => {
  const { container } = mount('manager');
  const online = item(container, 'Buyer 1')!;
  expect(online.textContent).toContain('Paid online');
  expect(online.textContent).toContain('Card issued');
  expect(buttons(online)).toEqual(['Refund']);
  expect(buttons(item(container, 'Phone buyer')!)).toEqual(['Issue card', 'Decline']);
  const paying = item(container, 'Buyer 3')!;
  expect(paying.textContent).toContain('Awaiting payment');
  expect(paying.textContent).toContain('The buyer is on Stripe’s payment page.');
  expect(buttons(paying)).toEqual([]);
  expect(item(container, 'Disputed buyer')!.textContent).toContain('Disputed');

  expect(item(container, 'Buyer 4')).toBeNull();
  const toggle = [...container.querySelectorAll('button')].find((button) => button.textContent?.includes('unpaid'))!;
  expect(toggle.textContent).toBe('Show checkouts left unpaid (1)');
  act(() => toggle.click());
  expect(item(container, 'Buyer 4')!.textContent).toContain('Not paid');
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
});

test('only an unused card can be refunded, and only by those who may refund', () => {
  const { container } = mount('manager');
  expect(buttons(item(container, 'Spent buyer')!)).toEqual([]);
  cleanups.splice(0).forEach((cleanup) => cleanup());
  const staff = mount('staff').container;
  expect(buttons(item(staff, 'Buyer 1')!)).toEqual([]);
});

test('the refund asks a reason, shows the server refusing it, then refunds the whole payment and re-reads the requests', async () => {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockResolvedValueOnce(
      answer(409, { message: 'This gift card has been used: it can no longer be refunded whole.', code: 'CONFLICT' }),
    )
    .mockResolvedValueOnce(
      answer(200, { id: 41, status: 'refunded', amount: '50.00', tip: '0.00', refunded: '50.00', disputed: false }),
    );
  vi.stubGlobal('fetch', fetchMock);
  const { container, invalidate } = mount('manager');

  act(() => item(container, 'Buyer 1')!.querySelector('button')!.click());
  expect(dialog()!.textContent).toContain('Buyer 1 gets $50.00 back on their card');
  await submit();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(reason().getAttribute('aria-invalid')).toBe('true');

  type(reason(), 'Bought twice by mistake');
  await submit();
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/admin/payments/41/refund');
  expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Bought twice by mistake' });
  expect(dialog()!.textContent).toContain('This gift card has been used');
  expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.admin.giftCardRequests });
  invalidate.mockClear();

  await submit();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(dialog()).toBeNull();
  expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.admin.giftCardRequests });
});
