import { describe, expect, it } from 'vitest';
import { endpointGroupOf, loadEndpointSchemas } from '../../../src/client/api/endpoint-schema-loader';
import { endpointSchemas } from '../../../src/domain/contract/endpoint-schemas';
import { type EndpointName, endpointGroups, endpoints } from '../../../src/domain/contract/endpoints';

const names = Object.keys(endpoints) as EndpointName[];

describe('the contract, loaded one resource at a time', () => {
  it('gives every endpoint the very schemas the server validates with', async () => {
    for (const name of names) expect(await loadEndpointSchemas(name), name).toBe(endpointSchemas[name]);
  });

  it('puts every endpoint in exactly one resource, and no name in two', () => {
    const counted = Object.values(endpointGroups).reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(counted).toBe(names.length);
    expect(endpointGroupOf('readProfile')).toBe('profile');
    expect(endpointGroupOf('adminClaims')).toBe('adminClaims');
    expect(endpointGroupOf('requestQuotation')).toBe('quotation');
  });
});
