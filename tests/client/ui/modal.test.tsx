// The generic modal (point 2) opens and closes with motion, and only fades for a visitor who asked the
// system for reduced motion.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../../src/client/ui/modal';
import {
  emulateReducedMotionSetting,
  recordVerticalOffsets,
  setReducedMotion,
} from '../../helpers/reduced-motion';

emulateReducedMotionSetting();

/** Every vertical offset the dialog showed while it opened (px; 0 once it has arrived). */
async function offsetsWhileOpening(): Promise<number[]> {
  render(
    <Modal open onOpenChange={() => {}} title="Fire and explosion">
      We pay for loss.
    </Modal>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Fire and explosion' });
  const recording = recordVerticalOffsets(dialog);
  await waitFor(() => expect(dialog.getAttribute('style')).toContain('opacity: 1'));
  recording.stop();
  return recording.offsets;
}

describe('the modal', () => {
  it('rises into view as it opens', async () => {
    const offsets = await offsetsWhileOpening();
    expect(offsets.some((offset) => offset > 0 && offset < 12)).toBe(true);
    expect(offsets.at(-1)).toBe(0);
  });

  it('does not move for a visitor who asked for reduced motion: it only fades in', async () => {
    setReducedMotion(true);
    const offsets = await offsetsWhileOpening();
    expect(offsets.filter((offset) => offset > 0 && offset < 12)).toEqual([]);
  });

  it('fades out when closed, then is gone', async () => {
    const dialog = (open: boolean) => (
      <Modal open={open} onOpenChange={() => {}} title="Terms">
        Read me.
      </Modal>
    );
    const view = render(dialog(true));
    await waitFor(() => expect(screen.getByRole('dialog').getAttribute('style')).toContain('opacity: 1'));
    view.rerender(dialog(false));
    // Still there while it leaves, so the close is seen rather than a blink.
    expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });
});
