// The one way a background job runs: a pass every `everyMs`, never two at once (a slow pass makes the
// next tick skip, not pile up), on an unref'd timer (it never keeps the process alive), and a stop that
// waits for the pass under way, so shutdown never closes the database beneath it.
export interface RepeatingPass {
  stop(): Promise<void>;
}

export function startRepeatingPass(pass: () => Promise<unknown>, everyMs: number): RepeatingPass {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass().finally(() => {
      running = null;
    });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
