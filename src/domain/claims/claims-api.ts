// Moved: the portal's claims schemas are in src/domain/api/claims.ts, the back office's in
// src/domain/api/admin-claims.ts. Re-exported here only for the back office's screens and routes, which
// move to those imports as they are converted to the contract; nothing new imports this file.
export * from '../api/admin-claims';
export * from '../api/claims';
