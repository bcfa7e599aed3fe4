/**
 * swr imports `use-sync-external-store/shim`, a polyfill for React before 18; vite.config.ts
 * points it here, at React's own hook (0.2 KB gzipped less on every screen).
 */
export { useSyncExternalStore } from 'react';
