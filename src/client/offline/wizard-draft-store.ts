import type { WizardDraft } from '../wizard/state/wizard-draft';
import { kingaDb } from './kinga-db';

export async function loadWizardDraft(): Promise<WizardDraft | null> {
  const record = await kingaDb().drafts.get('wizard');
  return record?.draft ?? null;
}

export async function saveWizardDraft(draft: WizardDraft): Promise<void> {
  await kingaDb().drafts.put({ id: 'wizard', draft, savedAt: Date.now() });
}

export async function clearWizardDraft(): Promise<void> {
  await kingaDb().drafts.delete('wizard');
}
