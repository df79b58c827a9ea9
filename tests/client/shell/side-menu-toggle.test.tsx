import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SideMenuToggle } from '../../../src/client/shell/side-menu-toggle';

describe('the side menu’s button', () => {
  // jsdom has <dialog> without its modal methods; the browser's own are what the e2e tests drive.
  const { showModal, close } = HTMLDialogElement.prototype;
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterAll(() => {
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
  });

  // First in this file: the menu's chunk is not yet in.
  it('opens on a tap made before its chunk arrived, as soon as the chunk is in', async () => {
    render(<SideMenuToggle />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    });
    await waitFor(() => expect(document.querySelector('dialog.side-menu')?.hasAttribute('open')).toBe(true));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  // React reveals a suspended boundary's content no sooner than 300 ms after its fallback: a menu behind
  // React.lazy alone opened 0.3 s after the tap even with its chunk long in memory (a first visit's tap,
  // kept by the page's start script until the app runs, waited that long on every phone).
  it('draws the menu in the tap’s own render once its chunk has arrived', async () => {
    render(<SideMenuToggle />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    // A finger on its way (or the keyboard's focus) fetches the menu's chunk.
    await act(async () => {
      toggle.focus();
      await import('../../../src/client/shell/side-menu');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    act(() => {
      fireEvent.click(toggle);
    });
    expect(document.querySelector('dialog.side-menu')?.hasAttribute('open')).toBe(true);
  });
});
