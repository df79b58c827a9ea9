// The server registers every endpoint of the contract, at its method and path.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/domain/contract/endpoints';
import { setupTestApp } from '../../helpers/server-app';

const context = setupTestApp();

describe('the contract on the server', () => {
  it.each(Object.entries(endpoints))('%s is served', (_name, route) => {
    expect(context.app.hasRoute({ method: route.method, url: `/api${route.path}` })).toBe(true);
  });
});
