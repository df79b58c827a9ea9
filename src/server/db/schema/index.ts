// The database schema, the single source drizzle-kit diffs to write migrations (drizzle.config.ts points
// here), one file per aggregate: tables that change together. Column names are snake_case as the spec's
// payloads are; TypeScript property names are camelCase. Every CHECK that lists allowed values builds the
// list from the domain's constant (columns.ts's sqlList), so the database and the code cannot drift.
export * from './catalogue';
export * from './claims';
export * from './covers';
export * from './leads';
export * from './notifications';
export * from './operators';
export * from './payment-exceptions';
export * from './payments';
export * from './quotations';
export * from './request-safety';
export * from './review';
export * from './users';
export * from './ussd';
