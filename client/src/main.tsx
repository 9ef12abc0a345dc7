import '@/lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { seedServerData } from '@/app/server-data';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive rendered, with the data they were rendered from; the back office does not.
if (seedServerData()) hydrateRoot(root, app);
else createRoot(root).render(app);
