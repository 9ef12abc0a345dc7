import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand';
import { I18nProvider } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        {children}
        <ToasterOnDemand />
      </I18nProvider>
    </QueryClientProvider>
  );
}
