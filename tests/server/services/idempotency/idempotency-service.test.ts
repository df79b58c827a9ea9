// The reusable Idempotency-Key piece on its own: concurrent duplicates, a crashed first attempt, failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../src/server/db/open-database';
import { AppError } from '../../../../src/server/http/app-errors';
import { createIdempotencyRepository } from '../../../../src/server/services/idempotency/idempotency-repository';
import {
  createIdempotencyService,
  hashRequestBody,
  type IdempotencyService,
} from '../../../../src/server/services/idempotency/idempotency-service';
import { openTestDatabase } from '../../../helpers/server-app';
import { type TestClock, testClock } from '../../../helpers/server-clock';

let database: DatabaseHandle;
let clock: TestClock;
let service: IdempotencyService;

beforeAll(async () => {
  database = await openTestDatabase();
  clock = testClock();
  service = createIdempotencyService({ keys: createIdempotencyRepository(database.db), clock });
});
afterAll(async () => {
  await database?.close();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const request = (key: string, body: unknown = { amount: 1 }) => ({ scope: 'test.pay', key, body });

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('idempotency service', () => {
  it('answers 409 to a duplicate that arrives while the first is still running, then replays', async () => {
    const gate = deferred<void>();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await gate.promise;
      return { statusCode: 201, body: { id: 'cover-1' } };
    };
    const first = service.run(request('slow'), work);
    // Let the first attempt insert its key before the duplicate arrives.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const duplicate = await failureOf(service.run(request('slow'), work));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.message).toBe('A request with this Idempotency-Key is still being processed.');

    gate.resolve();
    expect(await first).toEqual({ statusCode: 201, body: { id: 'cover-1' }, replayed: false });
    expect(await service.run(request('slow'), work)).toEqual({
      statusCode: 201,
      body: { id: 'cover-1' },
      replayed: true,
    });
    expect(runs).toBe(1);
  });

  it('runs the work once when many duplicates arrive together', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      return { statusCode: 200, body: { run: runs } };
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => service.run(request('burst'), work)),
    );
    expect(runs).toBe(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') expect(outcome.value.body).toEqual({ run: 1 });
      else expect((outcome.reason as AppError).statusCode).toBe(409);
    }
  });

  it('takes over a key whose first attempt died without finishing', async () => {
    const keys = createIdempotencyRepository(database.db);
    // An instance claimed the key and crashed: the row stays in progress.
    await keys.claim('test.pay', 'crashed', hashRequestBody({ amount: 1 }), clock.now());
    const work = async () => ({ statusCode: 201, body: { id: 'cover-2' } });
    expect((await failureOf(service.run(request('crashed'), work))).statusCode).toBe(409);
    clock.advance(61_000);
    expect(await service.run(request('crashed'), work)).toMatchObject({
      body: { id: 'cover-2' },
      replayed: false,
    });
  });

  it('forgets an attempt whose work failed, so the retry runs', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      if (runs === 1) throw new Error('M-Pesa unreachable');
      return { statusCode: 201, body: { ok: true } };
    };
    await expect(service.run(request('flaky'), work)).rejects.toThrow('M-Pesa unreachable');
    expect(await service.run(request('flaky'), work)).toMatchObject({ body: { ok: true }, replayed: false });
  });

  it('keeps a failed key bound to its body: a different request with it is refused, the same one retries', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      if (runs === 1) throw new Error('M-Pesa refused the prompt');
      return { statusCode: 200, body: { run: runs } };
    };
    await expect(service.run(request('failed-once', { amount: 1 }), work)).rejects.toThrow();
    const other = await failureOf(service.run(request('failed-once', { amount: 2 }), work));
    expect(other.statusCode).toBe(422);
    expect(other.message).toBe('This Idempotency-Key was used for a different request.');
    expect(await service.run(request('failed-once', { amount: 1 }), work)).toMatchObject({
      body: { run: 2 },
      replayed: false,
    });
  });

  it('lets one of two simultaneous retries of a failed request run, and refuses the other with 409', async () => {
    const gate = deferred<void>();
    let runs = 0;
    const work = async () => {
      runs += 1;
      if (runs === 1) throw new Error('first attempt fails');
      await gate.promise;
      return { statusCode: 200, body: { run: runs } };
    };
    await expect(service.run(request('retried-twice'), work)).rejects.toThrow();
    const first = service.run(request('retried-twice'), work);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await failureOf(service.run(request('retried-twice'), work))).statusCode).toBe(409);
    gate.resolve();
    expect((await first).body).toEqual({ run: 2 });
    expect(runs).toBe(2);
  });

  it('runs the work every time when there is no key', async () => {
    let runs = 0;
    const work = async () => ({ statusCode: 200, body: { run: ++runs } });
    await service.run({ scope: 'test.pay', key: undefined, body: {} }, work);
    await service.run({ scope: 'test.pay', key: undefined, body: {} }, work);
    expect(runs).toBe(2);
  });
});
