// How long a sign-in code works: the SMS states it and the server enforces it, so both read this number.
// Five minutes is long enough for a slow SMS and short enough to be useless once stolen.
export const otpLifetimeMinutes = 5;
