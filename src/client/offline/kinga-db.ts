import Dexie, { type EntityTable } from 'dexie';
import type { OutboxItem } from '../../domain/outbox';

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
 * A signed-in client's profile as the server last sent it, so /profile shows it offline (edits waiting in
 * the outbox are laid over it by the page). Personal data: removed when the session ends.
 */
export interface CachedProfileRecord {
  /** Whose: one record per user, as for policies. */
  userId: string;
  profile: unknown;
  savedAt: number;
}

/**
 * A submission waiting for the network (src/domain/outbox.ts says how it moves), plus what the server
 * answered once it was delivered, kept until the feature that asked takes it.
 */
export interface OutboxRecord extends OutboxItem {
  result?: unknown;
}

/** The last catalogue the API sent, for an indicative premium offline. Public data: one record. */
export interface CatalogueSnapshotRecord {
  id: 'current';
  products: unknown[];
  savedAt: number;
}

/**
 * A policy document (the payment receipt or the policy schedule) as last downloaded, so it opens
 * offline. Personal data: removed when the session ends.
 */
export interface CachedDocumentRecord {
  coverId: string;
  kind: 'receipt' | 'schedule' | 'cover-note';
  fileName: string;
  /** The PDF's bytes (an ArrayBuffer clones into IndexedDB everywhere; a Blob not in every engine). */
  bytes: ArrayBuffer;
  savedAt: number;
}

/**
 * A signed-in client's claims as the server last sent them, and each cover's claim form (its
 * perils, items and period), so My Claims reads offline and a claim can be made with no signal. Personal
 * data: removed when the session ends.
 */
export interface CachedClaimsRecord {
  /** Whose, and what: 'list' for the claims, 'claimable:<coverId>' for a cover's form. */
  userId: string;
  key: string;
  value: unknown;
  savedAt: number;
}

/**
 * The device's own store (IndexedDB through Dexie): what must survive a reload, a killed app or a dropped
 * connection. Version numbers only ever go up; a new table or index is a new version.
 */
export class KingaDb extends Dexie {
  drafts!: EntityTable<DraftRecord, 'id'>;
  policies!: EntityTable<CachedPoliciesRecord, 'userId'>;
  outbox!: EntityTable<OutboxRecord, 'id'>;
  catalogue!: EntityTable<CatalogueSnapshotRecord, 'id'>;
  profiles!: EntityTable<CachedProfileRecord, 'userId'>;
  documents!: Dexie.Table<CachedDocumentRecord, [string, string]>;
  claims!: Dexie.Table<CachedClaimsRecord, [string, string]>;

  constructor(name = 'kinga') {
    super(name);
    this.version(1).stores({ drafts: 'id' });
    this.version(2).stores({ policies: 'userId' });
    this.version(3).stores({ outbox: 'id, kind, createdAt', catalogue: 'id' });
    this.version(4).stores({ profiles: 'userId' });
    this.version(5).stores({ documents: '[coverId+kind]' });
    // A new table only; the claim drafts live in `drafts` (id 'claim:<userId>:<coverId>').
    this.version(6).stores({ claims: '[userId+key]' });
  }
}

let database: KingaDb | undefined;

/** The app's database, opened on first use (so pages that never need it never load it). */
export function kingaDb(): KingaDb {
  database ??= new KingaDb();
  return database;
}
