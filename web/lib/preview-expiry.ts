import { formatIndiaTime } from '../../shared/india-time.ts';

/**
 * When a preview link stops working, as its page's banner and the dashboard say it
 * (docs/decisions/066): in India's time, the owner's, e.g. `29 Nov 2026, 21:15 IST`.
 */
export const previewExpiryText = (time: number | string): string =>
  formatIndiaTime(new Date(time).toISOString());
