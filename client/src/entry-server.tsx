import '@/lib/zod-without-eval';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { PageHeadContext, type PageHead } from '@/components/seo/page-meta';
import { loadLanguage } from '@/lib/i18n';

const MAX_PASSES = 4;
// React sends a large finished section after the rest, with an inline script to put it in place;
// the page's CSP allows no inline script, so every section is sent in place.
const PRERENDER_OPTIONS = { progressiveChunkSize: Number.MAX_SAFE_INTEGER };

export interface RenderedPage {
  /** The app's HTML, for the page's #root. */
  html: string;
  head: PageHead;
  /** The reads the page asked for, as query keys (JSON), whether or not they were given. */
  reads: string[];
}

/**
 * Renders a public page as the browser's first render will, from the given reads (a query key
 * as JSON -> its data); reads not given render as loading, as they do in the browser before
 * they arrive. Waits for lazy pages and sections, so the HTML is complete.
 */
export async function renderPage(url: string, reads: Record<string, unknown>): Promise<RenderedPage> {
  // The server never fetches: a read it was not given stays pending, as in the browser's first render.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise<never>(() => undefined) },
    },
  });
  for (const [key, data] of Object.entries(reads)) queryClient.setQueryData(JSON.parse(key) as unknown[], data);
  await loadLanguage('am');
  const head: PageHead = {};
  const app = (
    <StrictMode>
      <Router ssrPath={url}>
        <PageHeadContext.Provider value={head}>
          <App queryClient={queryClient} />
        </PageHeadContext.Provider>
      </Router>
    </StrictMode>
  );
  let html = '';
  // A lazy component suspends the first time the process renders it; React then sends the
  // boundary's fallback and an inline script that swaps the content in, which the page's CSP
  // (rightly) blocks. Once every lazy module has loaded, a render has no such script.
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = await new Response((await prerender(app, PRERENDER_OPTIONS)).prelude).text();
    if (!html.includes('<script')) break;
  }
  return {
    html,
    head,
    reads: queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey)),
  };
}
