/**
 * A read whose answer a function reuses for `seconds` (docs/decisions/056, 063): requests in
 * between share it, also one still under way; a failed read is not kept, so the next request
 * reads again. Whatever is reused this way counts in the freshness the README promises
 * (shared/http-caching.ts adds the windows up).
 */
export function reusedRead<Value>(
  seconds: number,
  read: () => Promise<Value>,
): (now?: number) => Promise<Value> {
  let lastRead: { at: number; value: Promise<Value> } | undefined;
  return (now = Date.now()) => {
    if (lastRead && now - lastRead.at < seconds * 1000) return lastRead.value;
    const current = { at: now, value: read() };
    lastRead = current;
    current.value.catch(() => {
      if (lastRead === current) lastRead = undefined;
    });
    return current.value;
  };
}
