// A form's slot in the device's store: a saved copy the form refuses to read back (a settled purchase past
// its half hour) is removed at start, not left on the device for anyone to find.
import { beforeEach, describe, expect, it } from 'vitest';
import { savedDraftFlag } from '../../../src/client/offline/device-flag';
import { draftSlot } from '../../../src/client/offline/draft-store';
import { kingaDb } from '../../../src/client/offline/kinga-db';

interface TestDraft {
  answer: string;
  refused?: boolean;
}

const slotId = 'refusing-form';
const readTestDraft = (stored: unknown): TestDraft | null =>
  typeof stored === 'object' && stored !== null && !(stored as TestDraft).refused
    ? (stored as TestDraft)
    : null;

beforeEach(async () => {
  await draftSlot(slotId, readTestDraft).clear();
});

describe('a draft slot at start', () => {
  it('removes a saved copy its form refuses, and the sign that one was saved', async () => {
    const slot = draftSlot(slotId, readTestDraft);
    await slot.save({ answer: 'secret', refused: true });
    expect(savedDraftFlag(slotId).isSet()).toBe(true);

    expect(await draftSlot(slotId, readTestDraft).restore()).toBeNull();
    expect(await kingaDb().drafts.get(slotId)).toBeUndefined();
    expect(savedDraftFlag(slotId).isSet()).toBe(false);
  });

  it('removes a refused page-hide copy from web storage, with the older copy in IndexedDB', async () => {
    const slot = draftSlot(slotId, readTestDraft);
    await slot.save({ answer: 'older' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    slot.keepNow({ answer: 'secret', refused: true });

    expect(await draftSlot(slotId, readTestDraft).restore()).toBeNull();
    expect(await kingaDb().drafts.get(slotId)).toBeUndefined();
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret');
  });

  it('keeps and restores a copy its form reads', async () => {
    await draftSlot(slotId, readTestDraft).save({ answer: 'kept' });
    expect(await draftSlot(slotId, readTestDraft).restore()).toEqual({ answer: 'kept' });
    expect((await kingaDb().drafts.get(slotId))?.draft).toEqual({ answer: 'kept' });
  });
});
