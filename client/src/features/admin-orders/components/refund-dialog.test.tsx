// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';
import type { AdminRole } from '@shared/constants';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { AdminProvider } from '@/components/admin/admin-context';
import { I18nProvider } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { PastOrderCard } from './past-order-card';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const order: AdminOnlineOrderDto = {
  id: 9,
  orderNumber: '1009',
  status: 'completed',
  createdAt: '2026-11-20T17:00:00.000Z',
  history: [],
  pickupAt: '2026-11-20T18:30:00.000Z',
  readyAt: null,
  lines: [],
  subtotal: '40.00',
  tax: '3.61',
  tip: '6.00',
  total: '49.61',
  paymentMethod: 'card',
  paymentStatus: 'partially_refunded',
  reason: null,
  customerName: 'Hana Bekele',
  phone: '(612) 555-0199',
  email: null,
  source: 'web',
  adminNotes: null,
  specialInstructions: null,
  pickupAsap: false,
  taxRate: '9.025',
  language: 'en',
  items: 'Doro Wot',
  payment: { id: 31, status: 'partially_refunded', amount: '49.61', tip: '6.00', refunded: '9.61', disputed: false },
  giftCard: null,
  amountDue: '49.61',
  giftCardReturn: null,
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

function mount(role: AdminRole, shown: AdminOnlineOrderDto = order) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <I18nProvider>
          <AdminProvider admin={{ id: 1, username: 'mina', role }} timeZone="America/Chicago">
            <PastOrderCard order={shown} />
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

const refundButton = (container: HTMLElement) => container.querySelector('button[aria-label="Refund order 1009"]');
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const field = (label: string) => {
  const labelElement = [...dialog()!.querySelectorAll('label')].find((each) => each.textContent === label)!;
  return document.getElementById(labelElement.htmlFor) as HTMLInputElement | HTMLTextAreaElement;
};

/** Types as a person does, so React hears the change. */
function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
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
  // The refusal or the answer, and the form's re-render after it.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

test('staff see no Refund button; a manager does only for a card payment taken and not all refunded', () => {
  expect(refundButton(mount('staff').container)).toBeNull();
  expect(refundButton(mount('manager').container)).not.toBeNull();
  const atPickup = { ...order, paymentMethod: 'pay_at_pickup' as const, paymentStatus: 'paid' as const, payment: null };
  expect(refundButton(mount('manager', atPickup).container)).toBeNull();
  const allBack = { ...order, payment: { ...order.payment!, status: 'refunded' as const, refunded: '49.61' } };
  expect(refundButton(mount('manager', allBack).container)).toBeNull();
});

test('the dialog offers what is left, shows the server refusing too much on the amount, then refunds and re-reads the orders', async () => {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockResolvedValueOnce(
      answer(400, {
        message: 'Check the amount',
        code: 'VALIDATION_ERROR',
        fieldErrors: { amount: ['At most $40.00 is left to refund'] },
      }),
    )
    .mockResolvedValueOnce(
      answer(200, {
        id: 31,
        status: 'partially_refunded',
        amount: '49.61',
        tip: '6.00',
        refunded: '19.61',
        disputed: false,
      }),
    );
  vi.stubGlobal('fetch', fetchMock);
  const { container, invalidate } = mount('manager');

  act(() => (refundButton(container) as HTMLButtonElement).click());
  expect(dialog()!.textContent).toContain('Refund order 1009');
  expect(dialog()!.textContent).toContain('Paid by card: $49.61, already refunded: $9.61.');
  const amount = field('Amount') as HTMLInputElement;
  expect(amount.value).toBe('40.00');
  expect(dialog()!.textContent).toContain('Up to $40.00, what is left to refund.');

  type(amount, '45.00');
  type(field('Reason'), 'Cold injera');
  await submit();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/admin/payments/31/refund');
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({ amount: '45.00', reason: 'Cold injera' });
  expect(dialog()!.textContent).toContain('At most $40.00 is left to refund');
  expect(amount.getAttribute('aria-invalid')).toBe('true');

  type(amount, '10.00');
  await submit();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ amount: '10.00', reason: 'Cold injera' });
  expect(dialog()).toBeNull();
  expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.admin.onlineOrders });
});
