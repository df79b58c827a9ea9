import { describe, expect, it } from 'vitest';
import {
  trackUrgentRequest,
  trackUrgentWork,
  urgentRequestsEvent,
  whenNoUrgentRequests,
} from '../../../src/client/api/urgent-requests';

const published = () => document.documentElement.dataset.urgentRequests;

describe('the requests the offline download waits for', () => {
  it('counts a quote while it is on its way, on the root element and by an event, until it settles', async () => {
    let events = 0;
    const count = () => {
      events += 1;
    };
    window.addEventListener(urgentRequestsEvent, count);
    let answer: (value: string) => void = () => {};
    const quote = trackUrgentRequest(
      'requestQuotation',
      new Promise<string>((resolve) => (answer = resolve)),
    );
    expect(published()).toBe('1');
    const payment = trackUrgentRequest('paymentStatus', Promise.reject(new Error('no answer')));
    expect(published()).toBe('2');
    await expect(payment).rejects.toThrow('no answer');
    expect(published()).toBe('1');
    answer('quoted');
    expect(await quote).toBe('quoted');
    expect(published()).toBe('0');
    expect(events).toBe(4);
    window.removeEventListener(urgentRequestsEvent, count);
  });

  it('does not count a request nobody waits on with money at stake (the catalogue, the policies)', async () => {
    const before = published();
    await trackUrgentRequest('catalogue', Promise.resolve([]));
    await trackUrgentRequest('listCovers', Promise.resolve([]));
    expect(published()).toBe(before);
  });

  it('lets a download that can wait start once nothing urgent is on its way, and at once when nothing is', async () => {
    await expect(whenNoUrgentRequests()).resolves.toBeUndefined();
    let answer: () => void = () => {};
    const tap = trackUrgentWork(new Promise<void>((resolve) => (answer = resolve)));
    let quote: () => void = () => {};
    const request = trackUrgentRequest('requestQuotation', new Promise<void>((resolve) => (quote = resolve)));
    let started = false;
    const waiting = whenNoUrgentRequests().then(() => {
      started = true;
    });
    quote();
    await request;
    await Promise.resolve();
    expect(started).toBe(false);
    answer();
    await tap;
    await waiting;
    expect(started).toBe(true);
    expect(published()).toBe('0');
  });
});
