import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/** After each test of the file: unmounts what it rendered, and undoes its stubbed globals (fetch) and spies. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
