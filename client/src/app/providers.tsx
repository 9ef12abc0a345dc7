import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand';
import { I18nProvider } from '@/lib/i18n';
import { queryClient as browserQueryClient } from '@/lib/query-client';

/** The server renders each page with a query client of its own. */
export function AppProviders({
  children,
  queryClient = browserQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        {children}
        <ToasterOnDemand />
      </I18nProvider>
    </QueryClientProvider>
  );
}
