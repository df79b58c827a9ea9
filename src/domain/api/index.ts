// The HTTP contract: request and response schemas of every endpoint, one file per resource, shared by the
// Fastify routes (which validate with them) and the client (which derives its types from them).
export * from './catalogue';
export * from './covers';
export * from './errors';
export * from './headers';
export * from './health';
export * from './my-data';
export * from './payments';
export * from './profile';
export * from './quotations';
export * from './renewals';
export * from './users';
