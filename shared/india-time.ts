/**
 * India's time (Asia/Kolkata): UTC+05:30 all year, no daylight saving since 1945. The owner
 * enters and reads publishing times in it; the table stores them in UTC (docs/decisions/064).
 * A fixed offset, not `Intl`, so the browser's and the server's own zones never enter: a time
 * typed on a laptop set to another zone still means India's (the trap the issue names).
 */
const indiaOffsetMinutes = 5 * 60 + 30;
const minuteMs = 60_000;

/** What a `datetime-local` input holds: `YYYY-MM-DDTHH:mm` (seconds optional, dropped). */
const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

/**
 * The UTC instant (ISO, `…Z`) of a wall-clock time in India, or undefined when the text is not
 * such a time or names no real day (`2026-02-30T10:00`).
 */
export function indiaLocalToUtc(local: string): string | undefined {
  const match = localPattern.exec(local.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return undefined;
  return new Date(asUtc - indiaOffsetMinutes * minuteMs).toISOString();
}

/** The `YYYY-MM-DDTHH:mm` India wall-clock time of a UTC instant, as a `datetime-local` input takes it. */
export function utcToIndiaLocal(iso: string): string {
  return new Date(Date.parse(iso) + indiaOffsetMinutes * minuteMs).toISOString().slice(0, 16);
}

/** A UTC instant as the owner reads it: `1 Dec 2026, 09:00 IST`. */
export function formatIndiaTime(iso: string): string {
  const local = utcToIndiaLocal(iso);
  const [date, time] = local.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${day} ${months[month - 1]} ${year}, ${time} IST`;
}
