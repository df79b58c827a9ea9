// A bound on tasks at once (scrypt, image re-encoding): never more than its size, in arrival order, and a
// failed task gives its place up as a finished one does.
import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from '../../src/server/concurrency-limit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('a concurrency limit', () => {
  it('runs at most its size at once, the others in the order they came', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_unused, index) =>
        limit.run(async () => {
          started.push(index);
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('gives a failed task’s place to the next, and passes its error on', async () => {
    const limit = createConcurrencyLimit(1);
    const failed = limit.run(async () => {
      await tick();
      throw new Error('scrypt refused');
    });
    const next = limit.run(async () => 'done');
    await expect(failed).rejects.toThrow('scrypt refused');
    expect(await next).toBe('done');
  });
});
