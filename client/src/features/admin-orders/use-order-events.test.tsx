// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { useBoardAlerts } from './use-board-alerts';
import { type LiveState, useOrderEvents } from './use-order-events';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Stands in for the browser's EventSource: the test fires its events. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  fire(type: string) {
    act(() => {
      this.dispatchEvent(new Event(type));
    });
  }
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

function mount(node: React.ReactNode, client = new QueryClient()) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<QueryClientProvider client={client}>{node}</QueryClientProvider>));
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return () => act(() => root.unmount());
}

test('each order event and each (re)connection re-reads the board; a lost connection is shown', () => {
  vi.stubGlobal('EventSource', FakeEventSource);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const states: LiveState[] = [];
  function Probe() {
    states.push(useOrderEvents());
    return null;
  }
  const unmount = mount(<Probe />, client);
  const source = FakeEventSource.last!;
  expect(source.url).toBe('/api/admin/online-orders/events');

  source.fire('open');
  expect(states.at(-1)).toBe('live');
  source.fire('order');
  expect(invalidate).toHaveBeenCalledTimes(2);
  expect(invalidate).toHaveBeenLastCalledWith({ queryKey: queryKeys.admin.onlineOrders });

  source.fire('error');
  expect(states.at(-1)).toBe('lost');
  source.fire('open');
  expect(states.at(-1)).toBe('live');
  expect(invalidate).toHaveBeenCalledTimes(3);

  unmount();
  expect(source.closed).toBe(true);
});

test('the tab title counts waiting orders and is itself again when none wait', () => {
  document.title = 'Selam admin';
  function Probe({ pending }: { pending: number }) {
    useBoardAlerts([1, 2], pending, 'Orders');
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  const client = new QueryClient();
  const render = (pending: number) =>
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <Probe pending={pending} />
        </QueryClientProvider>,
      ),
    );
  render(2);
  expect(document.title).toBe('(2) Orders · Selam admin');
  render(1);
  expect(document.title).toBe('(1) Orders · Selam admin');
  render(0);
  expect(document.title).toBe('Selam admin');
  act(() => root.unmount());
});
