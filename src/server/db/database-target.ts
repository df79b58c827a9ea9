/**
 * Where the data lives. In-memory PGlite vanishes on close; it can start from a dump of another
 * instance (PGlite's dumpDataDir), which is how tests skip the ~2 s initdb of a fresh one.
 * Its own file: configuration, start-up failures and the opener all name it, and none of them should
 * load another to do so.
 */
export type DatabaseTarget =
  | { driver: 'pglite'; storage: 'disk'; dir: string }
  | { driver: 'pglite'; storage: 'memory'; loadDataDir?: Blob }
  | { driver: 'postgres'; url: string };
