/**
 * The clock the business rules read: today's date (UTC, `YYYY-MM-DD`) and the current instant.
 * Injected under `CLOCK` so that services can be run against a fixed date; the rules themselves
 * take `today` as an argument and never read a clock.
 */
export interface Clock {
  /** Today's date in UTC, as ISO `YYYY-MM-DD`. */
  today(): string;
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = {
  today: () => new Date().toISOString().slice(0, 10),
  now: () => new Date(),
};
