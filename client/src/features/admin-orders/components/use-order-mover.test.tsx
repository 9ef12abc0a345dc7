// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';
import type { AdminOnlineOrderDto, OrderPaymentDto } from '@shared/schemas/ordering';
import { I18nProvider } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { type OrderMover, useOrderMover } from './use-order-mover';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const accepted = (payment: OrderPaymentDto['status']) =>
  ({
    id: 5,
    orderNumber: '1005',
    status: 'accepted',
    total: '40.34',
    payment: { id: 4, status: payment, amount: '40.34', tip: '6.00', refunded: '0.00', disputed: false },
  }) as AdminOnlineOrderDto;

async function accept(answer: AdminOnlineOrderDto) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 })),
  );
  let mover: OrderMover | undefined;
  function Probe() {
    mover = useOrderMover();
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider>
          <Probe />
        </I18nProvider>
      </QueryClientProvider>,
    ),
  );
  cleanups.push(() => act(() => root.unmount()));
  await act(async () => {
    mover!.move({ id: 5, number: '1005', status: 'accepted', readyInMinutes: 15 });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

test('accepting a card order says the card was charged', async () => {
  await accept(accepted('paid'));
  expect(toast).toHaveBeenCalledWith(
    expect.objectContaining({ variant: 'success', description: 'Order 1005 accepted; $40.34 charged to the card.' }),
  );
});

test('a declined card is an error toast: the total is collected at pickup', async () => {
  await accept(accepted('failed'));
  expect(toast).toHaveBeenCalledWith(
    expect.objectContaining({
      variant: 'destructive',
      description: 'Order 1005 accepted, but the card was declined: collect $40.34 at pickup.',
    }),
  );
});
