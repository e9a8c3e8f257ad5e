/**
 * When a preview link stops working, as its page's banner and the dashboard say it
 * (docs/decisions/066): in India's time, the owner's, e.g. `29 Nov 2026, 21:15 IST`.
 */
const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZoneName: 'short',
});

export const previewExpiryText = (time: number | string): string => indiaTime.format(new Date(time));
