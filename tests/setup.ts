import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Node-environment tests (scripts, server) have no web storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
