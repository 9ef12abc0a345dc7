// Stands in for the `use-sync-external-store/shim` package (vite.config.ts aliases it here): the
// shim exists for React before 18, and on React 19 it would only add its fallback to every
// first visit. React has the hook itself.
export { useSyncExternalStore } from 'react';
