// The wizard's store is changed only through its named actions: components read a frozen snapshot
// (useWizard) and never hold the live proxy, so every change has a name to find it by.
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFilesUnder } from '../../../helpers/source-imports';

/** The store itself, the hook and autosave (and its stand-in until it loads), and the payment's actions. */
const mayHoldTheProxy = new Set([
  'src/client/wizard/state/wizard-store.ts',
  'src/client/wizard/state/use-wizard.ts',
  'src/client/wizard/state/wizard-autosave.ts',
  'src/client/wizard/state/wizard-draft-presence.ts',
  'src/client/wizard/payment/payment-actions.ts',
]);

describe('the wizard store', () => {
  it('is held live only by its actions: no component imports the proxy', () => {
    const holders = sourceFilesUnder('src/client')
      .flatMap(importsOf)
      .filter(
        ({ target, names }) => target === 'src/client/wizard/state/wizard-store' && names.includes('wizard'),
      )
      .map(({ file }) => file)
      .filter((file) => !mayHoldTheProxy.has(file));
    expect(holders).toEqual([]);
  });
});
