// Time comes from one injected clock, so tests can move it (a code expiring after 5 minutes, an hourly
// send limit) without waiting, and every rule reads the same "now" within a request.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
