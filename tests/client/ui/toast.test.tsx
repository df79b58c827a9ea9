import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultToastDurationMs, showToast } from '../../../src/client/ui/toast';
import { renderAppAt } from '../../helpers/render-app';

describe('toasts', () => {
  it('load on the first toast and show its message in a labelled live region', async () => {
    renderAppAt('/');
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    await showToast('error', 'Failed to send OTP. Please try again.');
    expect(await screen.findByText('Failed to send OTP. Please try again.')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it('close by themselves after 5 seconds unless told otherwise', () => {
    expect(defaultToastDurationMs).toBe(5000);
  });
});
