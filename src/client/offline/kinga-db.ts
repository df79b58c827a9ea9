import Dexie, { type EntityTable } from 'dexie';

/**
 * A form's saved answers. Storage does not know the shape of what it keeps: each feature hands over its
 * own draft and checks what it reads back (an older build may have saved it).
 */
export interface DraftRecord {
  /** Which form: 'wizard' for the home-package wizard. */
  id: string;
  draft: unknown;
  savedAt: number;
}

/**
 * A signed-in client's policies as the server last sent them, kept so /profile reads offline. Personal
 * data: removed from the device when the session ends (personal-data.ts).
 */
export interface CachedPoliciesRecord {
  /** Whose: one record per user, so a shared device never shows one client another's covers. */
  userId: string;
  policies: unknown[];
  savedAt: number;
}

/**
 * The device's own store (IndexedDB through Dexie): what must survive a reload, a killed app or a dropped
 * connection. Version numbers only ever go up; a new table or index is a new version.
 */
export class KingaDb extends Dexie {
  drafts!: EntityTable<DraftRecord, 'id'>;
  policies!: EntityTable<CachedPoliciesRecord, 'userId'>;

  constructor(name = 'kinga') {
    super(name);
    this.version(1).stores({ drafts: 'id' });
    this.version(2).stores({ policies: 'userId' });
  }
}

let database: KingaDb | undefined;

/** The app's database, opened on first use (so pages that never need it never load it). */
export function kingaDb(): KingaDb {
  database ??= new KingaDb();
  return database;
}
