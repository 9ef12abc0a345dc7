import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '@/app/error-boundary';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';

/** The whole app, as the browser and the server render it. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </ErrorBoundary>
  );
}
