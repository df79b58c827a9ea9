// Intl's formatters load their locale's data when they are made: about 10 ms of a mid-range phone's CPU
// for the first 'en-KE' one, which every module that kept one at its top level charged to whatever page
// imported it (a third of the contract's start-up on /profile). Made on first use instead.

/** A getter for a value made the first time it is asked for, then kept. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
