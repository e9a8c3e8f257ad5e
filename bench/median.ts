/** The middle value (the upper one of an even count), or 0 for none: every bench figure timed more than once. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
