import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_BUSINESS_INFO, DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import type { SiteInfo } from '@shared/schemas/settings';
import { I18nProvider } from '@/lib/i18n';

/** The site info the public pages read in tests: reservations on, gift cards off, the restaurant in Chicago. */
export const testSite: SiteInfo = {
  business: { ...DEFAULT_BUSINESS_INFO, phone: '(612) 555-0100' },
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  booking: DEFAULT_BOOKING_SETTINGS,
  upcomingExceptions: [],
  reservationsEnabled: true,
  giftCardsEnabled: false,
  timeZone: 'America/Chicago',
};

/**
 * The markup of the first render, at `path`, with each query's answer already in the cache.
 * An answer is the query's data, its failure (an Error), or 'pending' (nothing read yet); nothing
 * is fetched, so a query not given stays pending too.
 */
export function renderMarkup(node: ReactNode, path: string, answers: ReadonlyArray<[QueryKey, unknown]>): string {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: () => new Promise<never>(() => undefined),
        staleTime: Infinity,
        retry: false,
        retryOnMount: false,
      },
    },
  });
  for (const [queryKey, answer] of answers) {
    if (answer instanceof Error) {
      client
        .getQueryCache()
        .build(client, { queryKey })
        .setState({ status: 'error', error: answer, fetchStatus: 'idle' });
    } else if (answer !== 'pending' && answer !== undefined) {
      client.setQueryData(queryKey, answer);
    }
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Router ssrPath={path}>
        <I18nProvider>{node}</I18nProvider>
      </Router>
    </QueryClientProvider>,
  );
}

/** The text of some markup, tags taken out and spaces collapsed. */
export const markupText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
