// What a reload or a killed tab finds of the wizard's answers on the device.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftSaveDelayMs } from '../../../src/client/offline/draft-autosave';
import { kingaDb } from '../../../src/client/offline/kinga-db';
import { clearPersonalData } from '../../../src/client/offline/personal-data';
import { startWizardAutosave, wizardDraftSlot } from '../../../src/client/wizard/state/wizard-autosave';
import { emptyWizardDraft, type WizardDraft } from '../../../src/client/wizard/state/wizard-draft';
import {
  chooseOwnership,
  goToStep,
  replaceWizardDraft,
  selectPolicy,
  setUserDetail,
  storeQuotation,
  wizardSnapshot,
} from '../../../src/client/wizard/state/wizard-store';
import { quotation, quotedProduct } from '../../fixtures/quotation';
import { freshDevice } from '../../helpers/wizard-render';

const fallbackKey = 'kinga:draft:wizard';

const saved = () =>
  kingaDb().drafts.get('wizard') as Promise<{ draft: WizardDraft; savedAt: number } | undefined>;

/**
 * The device's copy once the saves already begun have committed: a few reads, each queued behind any write
 * begun before it. No timer runs meanwhile (vi.waitFor would advance the held ones), so a debounced save
 * never shows here.
 */
async function savedWithoutWaiting(): Promise<WizardDraft | undefined> {
  let record = await saved();
  for (let read = 0; read < 10; read += 1) record = await saved();
  return record?.draft;
}

/** A reload: the page's memory is gone; the device's storage is not. */
async function reload(): Promise<void> {
  replaceWizardDraft(emptyWizardDraft());
  stop = await startWizardAutosave();
}

let stop: (() => void) | undefined;

beforeEach(async () => {
  await freshDevice();
  // Only the typing pause's timer is held: IndexedDB (fake-indexeddb) runs on its own, so a save that
  // shows up while the pause has not elapsed was not debounced.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  stop = await startWizardAutosave();
});

afterEach(() => {
  vi.useRealTimers();
  stop?.();
  stop = undefined;
});

describe('the wizard saves a milestone at once', () => {
  it('saves a step change without waiting for the typing pause', async () => {
    goToStep(2);
    expect((await savedWithoutWaiting())?.formNavigation.currentStep).toBe(2);
  });

  it('saves an arriving quotation without waiting for the typing pause', async () => {
    chooseOwnership('tenant');
    storeQuotation(quotation());
    expect((await savedWithoutWaiting())?.tenant.quoteId).toBe(quotation().id);
  });

  it('saves a chosen policy without waiting for the typing pause', async () => {
    chooseOwnership('tenant');
    storeQuotation(quotation());
    selectPolicy(quotedProduct());
    expect((await savedWithoutWaiting())?.tenant.selectedPolicyId).toBe(quotedProduct().id);
  });
});

describe('typing', () => {
  it('is saved once the typing pauses, not at every key', async () => {
    setUserDetail('fullName', 'Amina');
    expect((await savedWithoutWaiting())?.userDetails.fullName ?? '').toBe('');
    vi.advanceTimersByTime(draftSaveDelayMs);
    await vi.waitFor(async () => expect((await saved())?.draft.userDetails.fullName).toBe('Amina'));
  });
});

describe('the page-hide copy', () => {
  const hides: [string, () => void][] = [
    ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
    ['beforeunload', () => window.dispatchEvent(new Event('beforeunload'))],
    [
      'visibilitychange to hidden',
      () => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
      },
    ],
  ];

  it.each(hides)(
    'keeps what is typed but unsaved when the page hides (%s), synchronously',
    async (_, hide) => {
      goToStep(3);
      setUserDetail('fullName', 'Amina Wanjiru');
      hide();
      // Written before the event returns: no await between the hide and this read.
      const copy = JSON.parse(localStorage.getItem(fallbackKey) ?? 'null');
      expect(copy?.draft.userDetails.fullName).toBe('Amina Wanjiru');
      expect(copy?.draft.formNavigation.currentStep).toBe(3);
    },
  );

  it('a tab killed right after the hide resumes at the same step with the same values', async () => {
    goToStep(3);
    setUserDetail('fullName', 'Amina Wanjiru');
    window.dispatchEvent(new Event('pagehide'));
    // The tab dies: nothing it began in IndexedDB commits, and its timers never run.
    stop = undefined;
    await kingaDb().drafts.clear();
    await reload();
    expect(wizardSnapshot().formNavigation.currentStep).toBe(3);
    expect(wizardSnapshot().userDetails.fullName).toBe('Amina Wanjiru');
    // Moved into IndexedDB: personal data does not stay in web storage.
    expect(localStorage.getItem(fallbackKey)).toBeNull();
    expect((await saved())?.draft.userDetails.fullName).toBe('Amina Wanjiru');
  });

  it('at start, the device copy wins when it is newer than the page-hide copy', async () => {
    stop?.();
    const older = {
      ...emptyWizardDraft(),
      formNavigation: { ...emptyWizardDraft().formNavigation, currentStep: 2 },
    };
    const newer = {
      ...emptyWizardDraft(),
      formNavigation: { ...emptyWizardDraft().formNavigation, currentStep: 4 },
    };
    localStorage.setItem(fallbackKey, JSON.stringify({ draft: older, savedAt: 1000 }));
    await kingaDb().drafts.put({ id: 'wizard', draft: newer, savedAt: 2000 });
    await reload();
    expect(wizardSnapshot().formNavigation.currentStep).toBe(4);
    expect(localStorage.getItem(fallbackKey)).toBeNull();
  });

  it('at start, the page-hide copy wins when it is newer than the device copy', async () => {
    stop?.();
    const older = {
      ...emptyWizardDraft(),
      formNavigation: { ...emptyWizardDraft().formNavigation, currentStep: 2 },
    };
    const newer = {
      ...emptyWizardDraft(),
      formNavigation: { ...emptyWizardDraft().formNavigation, currentStep: 4 },
    };
    await kingaDb().drafts.put({ id: 'wizard', draft: older, savedAt: 1000 });
    localStorage.setItem(fallbackKey, JSON.stringify({ draft: newer, savedAt: 2000 }));
    await reload();
    expect(wizardSnapshot().formNavigation.currentStep).toBe(4);
    expect((await saved())?.draft.formNavigation.currentStep).toBe(4);
    expect(localStorage.getItem(fallbackKey)).toBeNull();
  });

  it('goes with the rest of the personal data when the session ends', async () => {
    setUserDetail('kraPin', 'A123456789Z');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(fallbackKey)).not.toBeNull();
    await clearPersonalData();
    expect(localStorage.getItem(fallbackKey)).toBeNull();
  });
});

describe('a device whose storage is blocked or full', () => {
  afterEach(async () => {
    await kingaDb().open();
  });

  it('keeps the answers in memory and reports the failure once, without throwing', async () => {
    stop?.();
    const states: string[] = [];
    kingaDb().close({ disableAutoOpen: true });
    replaceWizardDraft(emptyWizardDraft());
    stop = await startWizardAutosave((state) => states.push(state));
    goToStep(2);
    setUserDetail('fullName', 'Amina');
    goToStep(3);
    await vi.waitFor(() => expect(states).toContain('failed'));
    expect(states.filter((state) => state === 'failed')).toHaveLength(1);
    // The wizard's own views of its draft (a product's page, Buy Now) still find it.
    expect((await wizardDraftSlot.load())?.formNavigation.currentStep).toBe(3);
  });
});

describe('a draft saved by an older build', () => {
  it('keeps the rows half typed under portable items, once kept under gadgets, after a reload', async () => {
    stop?.();
    const { pendingRows: _, ...rest } = emptyWizardDraft();
    const oldShape = {
      ...rest,
      formNavigation: { ...emptyWizardDraft().formNavigation, currentStep: 1 },
      pendingRows: {
        household: [{ name: 'Sofa set', value: '' }],
        gadgets: [
          { name: 'Laptop', value: '80,000' },
          { name: 'Cam', value: '' },
        ],
      },
    };
    await kingaDb().drafts.put({ id: 'wizard', draft: oldShape as unknown as WizardDraft, savedAt: 1000 });
    await reload();
    expect(wizardSnapshot().pendingRows).toEqual({
      household: [{ name: 'Sofa set', value: '' }],
      portable: [
        { name: 'Laptop', value: '80,000' },
        { name: 'Cam', value: '' },
      ],
    });
  });
});
