/** Time is injected so the 24-hour and 30-day rules are tested without waiting. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock the tests move by hand. */
export function fakeClock(start = Date.UTC(2025, 5, 1, 9, 0, 0)) {
  let t = start;
  return {
    now: () => t,
    set: (ms: number) => void (t = ms),
    advance: (ms: number) => void (t += ms),
  };
}
