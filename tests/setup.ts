import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait this long for what a screen shows: a lazy chunk's first import, on
// two workers sharing two cores, can take more than Testing Library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Node-environment tests (scripts, server) have no web storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
