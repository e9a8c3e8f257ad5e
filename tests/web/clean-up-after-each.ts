import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * After each test of the file: unmounts what it rendered, undoes its stubbed globals (fetch) and
 * spies, and empties the browser's storage (the dashboard editor's copies, docs/decisions/069),
 * so no test opens a form with another's unsaved text.
 */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });
}
