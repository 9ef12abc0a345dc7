import '@/lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { isBackOfficePath, splitLanguagePath } from '@shared/language-path';
import { seedServerData } from '@/app/server-data';
import { loadLanguage, storedLanguage } from '@/lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

const path = window.location.pathname;
const language = isBackOfficePath(path) ? storedLanguage() : splitLanguagePath(path).language;

void loadLanguage(language).then(() => {
  // Public pages arrive rendered, with the data they were rendered from; the back office does not.
  if (seedServerData()) {
    // As a transition, hydrating yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a tap meanwhile is answered sooner.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
});
