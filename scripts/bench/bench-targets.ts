// The endpoints the throughput bench loads, as a visitor or a client calls them. Requests that create
// rows come each from a new visitor (address, phone) with a new Idempotency-Key, so no limit or replay
// turns them into something cheaper than a real request.
import { randomUUID } from 'node:crypto';
import { buyRequest, quoteRequest } from './bench-requests';
import type { Seeded } from './bench-seed';
import type { Visitor } from './bench-visitors';
import type { LoadTarget } from './load-run';

const json = { 'content-type': 'application/json' };

export const healthTarget: LoadTarget = { name: 'GET /api/health', method: 'GET', path: '/api/health' };

export function quoteTarget(nextVisitor: () => Visitor): LoadTarget {
  const body = JSON.stringify(quoteRequest);
  return {
    name: 'get quotation',
    method: 'POST',
    path: '/api/home-insurance/quotations/quote',
    headers: json,
    perRequest: () => ({ headers: { 'x-forwarded-for': nextVisitor().address }, body }),
  };
}

export function buyTarget(seeded: Seeded, nextVisitor: () => Visitor): LoadTarget {
  return {
    name: 'buy-product (simulator)',
    method: 'POST',
    path: '/api/home-insurance/quotations/buy-product',
    headers: json,
    perRequest: () => {
      const visitor = nextVisitor();
      return {
        headers: { 'x-forwarded-for': visitor.address, 'idempotency-key': randomUUID() },
        body: JSON.stringify(buyRequest(seeded.choice, visitor.phone, visitor.phone)),
      };
    },
  };
}

export function coversTarget(seeded: Seeded): LoadTarget {
  return {
    name: 'list covers (20)',
    method: 'GET',
    path: '/api/home-insurance/covers',
    headers: { authorization: `Bearer ${seeded.clientToken}` },
  };
}

export const homePageTarget: LoadTarget = { name: 'static home page /', method: 'GET', path: '/' };
