// The contract's tables agree with each other: one schema entry per endpoint, path parameters named the
// same in the path and in its schema, one endpoint per method and path, and answers that match their kind.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillPath } from '../../../src/domain/contract/endpoint';
import type { EndpointSchema } from '../../../src/domain/contract/endpoint-schema';
import { endpointSchemas } from '../../../src/domain/contract/endpoint-schemas';
import { endpoints } from '../../../src/domain/contract/endpoints';

const entries = Object.entries(endpoints);
const schemaOf = (name: string) => (endpointSchemas as Record<string, EndpointSchema>)[name];

describe('the API contract', () => {
  it('has a schema entry for each endpoint and no other', () => {
    expect(Object.keys(endpointSchemas).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('names each endpoint by its key', () => {
    for (const [name, route] of entries) expect(route.name).toBe(name);
  });

  it('declares each method and path once', () => {
    const routes = entries.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(entries)('%s: its path parameters are the ones its schema reads', (name, route) => {
    const inPath = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]).sort();
    const params = schemaOf(name)?.params;
    const inSchema = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
    expect(inSchema).toEqual(inPath);
  });

  it.each(entries)('%s: a JSON answer has a success schema, a file none', (name, route) => {
    const responses = Object.keys(schemaOf(name)?.response ?? {});
    if (route.answers === 'json') expect(responses.length).toBeGreaterThan(0);
    else expect(responses).toEqual([]);
  });

  it.each(entries)('%s: reads from or writes with a method that fits', (_name, route) => {
    expect(route.path.startsWith('/')).toBe(true);
    if (route.method === 'GET') expect(route.idempotencyKey).toBe(false);
  });
});

describe('fillPath', () => {
  it('escapes each value, so a value cannot reach another path', () => {
    expect(fillPath('/home-insurance/covers/:id/items', { id: '../users/1?x=y' })).toBe(
      '/home-insurance/covers/..%2Fusers%2F1%3Fx%3Dy/items',
    );
  });

  it('refuses to send a path with a parameter left unfilled', () => {
    expect(() => fillPath('/home-insurance/covers/:id/items', {})).toThrow(/:id/);
  });
});
