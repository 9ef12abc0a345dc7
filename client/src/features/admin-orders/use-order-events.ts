import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';

export type LiveState = 'connecting' | 'live' | 'lost';

/** The server's stream of order changes: each change, and each (re)connection, re-reads the board. */
export function useOrderEvents(url = '/api/admin/online-orders/events'): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.onlineOrders });
    // EventSource reconnects by itself; the open after a reconnect re-reads what was missed meanwhile.
    const source = new EventSource(url, { withCredentials: true });
    source.addEventListener('open', () => {
      setState('live');
      refetch();
    });
    source.addEventListener('order', refetch);
    source.addEventListener('error', () => setState('lost'));
    return () => source.close();
  }, [queryClient, url]);

  return state;
}
