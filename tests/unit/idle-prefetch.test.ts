import { describe, expect, it } from 'vitest';
import {
  connectionAllowsPrefetch,
  idlePrefetchLimits,
  idlePrefetchQuota,
} from '../../web/lib/idle-prefetch.ts';

/** Issue 37, item 1 (docs/decisions/073): what a public page fetches before any intent. */
describe('idle prefetching', () => {
  it('never on Save-Data or a 2G connection; on others, and where the browser does not tell', () => {
    expect(connectionAllowsPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(connectionAllowsPrefetch({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
  });

  it('fetches at most a few pages per page and kind, the pager its own share', () => {
    const quota = idlePrefetchQuota();
    const cards = Array.from({ length: 10 }, () => quota.claim('/product', 'card'));
    expect(cards.filter(Boolean)).toHaveLength(idlePrefetchLimits.card);
    expect(cards.slice(0, idlePrefetchLimits.card).every(Boolean)).toBe(true);
    // The cards above the pager cannot use up its share; it has one.
    expect(quota.claim('/product', 'pager')).toBe(true);
    expect(quota.claim('/product', 'pager')).toBe(false);
    // The next page (another address, a pager's query too) starts again.
    expect(quota.claim('/product?cursor=abc', 'card')).toBe(true);
    expect(quota.claim('/blog', 'card')).toBe(true);
  });
});
