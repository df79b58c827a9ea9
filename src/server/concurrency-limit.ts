// At most `max` tasks of a kind at once, the rest waiting in arrival order. For work that runs on libuv's
// thread pool (scrypt, image re-encoding): the pool has 4 threads for the whole process and serves them
// first come first served, so a burst of long tasks queued there holds every file read behind it.
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running < max) running += 1;
      // A finished task hands its place straight to the next in line, so `running` never dips in between.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
