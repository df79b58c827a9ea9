// Every endpoint of the API, by name: the routes' one table (the server registers each once from it, the
// client fills its paths from it, docs/api/openapi.json is generated from it). Strings only; the schemas
// are in endpoint-schemas.ts.
import { claimEndpoints } from './claims-endpoints';
import { coverEndpoints } from './covers-endpoints';
import { profileEndpoints } from './profile-endpoints';
import { userEndpoints } from './users-endpoints';

export const endpoints = {
  ...coverEndpoints,
  ...userEndpoints,
  ...profileEndpoints,
  ...claimEndpoints,
};

export type EndpointName = keyof typeof endpoints;
