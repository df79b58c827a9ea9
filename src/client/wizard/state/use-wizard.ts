import { useSnapshot } from 'valtio/react';
import type { WizardDraft } from './wizard-draft';
import { wizard } from './wizard-store';

/**
 * The wizard's state for a component to render: a frozen snapshot that re-renders on the changes the
 * component reads. It is not the store: changes go through the store's named actions.
 */
export function useWizard(): WizardDraft {
  return useSnapshot(wizard) as WizardDraft;
}
