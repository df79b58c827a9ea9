import Dexie, { type EntityTable } from 'dexie';
import type { WizardDraft } from '../wizard/state/wizard-draft';

export interface DraftRecord {
  id: 'wizard';
  draft: WizardDraft;
  savedAt: number;
}

/**
 * The device's own store (IndexedDB through Dexie): what must survive a reload, a killed app or a dropped
 * connection. Version numbers only ever go up; a new table or index is a new version.
 */
export class KingaDb extends Dexie {
  drafts!: EntityTable<DraftRecord, 'id'>;

  constructor(name = 'kinga') {
    super(name);
    this.version(1).stores({ drafts: 'id' });
  }
}

let database: KingaDb | undefined;

/** The app's database, opened on first use (so pages that never need it never load it). */
export function kingaDb(): KingaDb {
  database ??= new KingaDb();
  return database;
}
