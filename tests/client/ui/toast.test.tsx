import { act, render, screen } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../src/client/ui/toast';
import Toaster from '../../../src/client/ui/toaster';
import { renderAppAt } from '../../helpers/render-app';

afterEach(() => {
  vi.useRealTimers();
  // sonner keeps its toasts in a module-level store, and a newly mounted toaster shows the ones still
  // active: dismiss them so each test starts with none.
  sonnerToast.dismiss();
});

describe('toasts', () => {
  it('load on the first toast and show its message in a labelled live region', async () => {
    renderAppAt('/');
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    await showToast('error', 'Failed to send OTP. Please try again.');
    expect(await screen.findByText('Failed to send OTP. Please try again.')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it('sit at the top right of the screen', async () => {
    render(<Toaster />);
    await showToast('success', 'Details saved.');
    await screen.findByText('Details saved.');
    // sonner positions its list with these attributes (its CSS pins [data-x-position=right] to the right
    // edge and [data-y-position=top] to the top); one list means no toast is placed anywhere else.
    const lists = document.querySelectorAll('[data-sonner-toaster]');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.getAttribute('data-y-position')).toBe('top');
    expect(lists[0]?.getAttribute('data-x-position')).toBe('right');
  });

  // 'Profile fetched successfully' on every visit covered the navbar's buttons at
  // 1280 px. Toasts start below the header, on phones and on wide screens alike.
  it('start below the header, never over its buttons', async () => {
    // The header's bottom edge as a browser lays it out: under the contact bar at the top of the page.
    const header = document.createElement('header');
    header.getBoundingClientRect = () => ({ bottom: 101 }) as DOMRect;
    document.body.append(header);
    render(<Toaster />);
    await showToast('success', 'Profile fetched successfully');
    await screen.findByText('Profile fetched successfully');
    const list = document.querySelector('[data-sonner-toaster]') as HTMLElement;
    for (const edge of ['--offset-top', '--mobile-offset-top']) {
      expect(list.style.getPropertyValue(edge)).toBe('113px');
    }
    header.remove();
  });

  it('close by themselves 5 seconds after they appear', async () => {
    // Only the clocks sonner reads; promises and React's scheduler keep running normally.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    render(<Toaster />);
    await showToast('info', 'Your quotation is ready.');
    // sonner adds a toast on a zero-delay timeout, then starts the toast's own close timer.
    await act(() => vi.advanceTimersByTimeAsync(0));
    const toast = screen.getByText('Your quotation is ready.').closest('[data-sonner-toast]');
    if (!toast) throw new Error('no toast element');
    const stateOf = () =>
      !toast.isConnected ? 'gone' : toast.getAttribute('data-removed') === 'true' ? 'closing' : 'open';
    const stateAfter = async (ms: number) => {
      await act(() => vi.advanceTimersByTimeAsync(ms));
      return stateOf();
    };

    expect(stateOf()).toBe('open');
    expect(await stateAfter(4_999)).toBe('open');
    expect(await stateAfter(1)).toBe('closing');
    // It leaves the page once sonner's 200 ms exit animation is over.
    expect(await stateAfter(200)).toBe('gone');
  });
});
