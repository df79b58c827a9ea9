// Each wizard step comes in with a short rise; for a visitor who asked for reduced motion it only fades.
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { goToStep } from '../../../src/client/wizard/state/wizard-store';
import {
  emulateReducedMotionSetting,
  recordVerticalOffsets,
  setReducedMotion,
} from '../../helpers/reduced-motion';
import { freshDevice, openWizard } from '../../helpers/wizard-render';

emulateReducedMotionSetting();
beforeEach(freshDevice);

/** The vertical offsets the step shown after a jump to step 2 went through. */
async function offsetsOfNextStep(): Promise<number[]> {
  await openWizard();
  act(() => goToStep(2));
  await screen.findByRole('heading', { level: 1, name: 'Choose Your Policy' });
  const step = document.querySelector('.wizard-step-transition');
  if (!step) throw new Error('no step transition');
  const recording = recordVerticalOffsets(step);
  await waitFor(() => expect(step.getAttribute('style')).toContain('opacity: 1'));
  recording.stop();
  return recording.offsets;
}

describe('the wizard’s step transitions', () => {
  it('each new step rises into place', async () => {
    const offsets = await offsetsOfNextStep();
    expect(offsets.some((offset) => offset > 0 && offset < 16)).toBe(true);
    expect(offsets.at(-1)).toBe(0);
  });

  it('a new step does not move when the visitor asked for reduced motion', async () => {
    setReducedMotion(true);
    const offsets = await offsetsOfNextStep();
    expect(offsets.filter((offset) => offset > 0 && offset < 16)).toEqual([]);
  });
});
