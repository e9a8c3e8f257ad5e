import { render, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdlePrefetchPages } from '../../web/components/idle-prefetch-pages.tsx';
import { cleanUpAfterEach } from './clean-up-after-each.ts';

/** The idle callbacks asked for, run when the test says the browser is idle. */
const idle: (() => void)[] = [];
vi.mock('../../web/lib/when-idle.ts', () => ({
  whenIdle: (then: () => void) => {
    idle.push(then);
    return () => idle.splice(idle.indexOf(then), 1);
  },
}));

/** React puts the prefetch links into the document's head. */
const modulePreloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;

function renderPrefetching() {
  const Stub = createRoutesStub([
    { path: '/dashboard', Component: () => <IdlePrefetchPages pages={['/dashboard/blog']} /> },
    { path: '/dashboard/blog', Component: () => <h1>Blog</h1> },
  ]);
  return render(<Stub initialEntries={['/dashboard']} />);
}

cleanUpAfterEach();
afterEach(() => {
  idle.length = 0;
});

describe("the dashboard's idle prefetch", () => {
  it('waits for the browser to be idle, then fetches the pages', async () => {
    renderPrefetching();
    await waitFor(() => expect(idle.length).toBe(1));
    expect(modulePreloads()).toBe(0);
    for (const then of idle.splice(0)) then();
    // What PrefetchPage renders once its lazy module has loaded: React Router's links to the page's modules.
    await waitFor(() => expect(modulePreloads()).toBeGreaterThan(0));
  });

  it('asks for nothing on Save-Data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    renderPrefetching();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle).toEqual([]);
    expect(modulePreloads()).toBe(0);
  });
});
