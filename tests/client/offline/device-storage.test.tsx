// The browser is asked to keep the draft, and a store that cannot be used never stops
// the wizard. Its own file: the persistence request is made once per start, so no other save may come first.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedDraftFlag } from '../../../src/client/offline/device-flag';
import { kingaDb } from '../../../src/client/offline/kinga-db';
import { startWizardAutosave } from '../../../src/client/wizard/state/wizard-autosave';
import { goToStep, setUserDetail } from '../../../src/client/wizard/state/wizard-store';
import { freshDevice, openWizard } from '../../helpers/wizard-render';

const storageWarning = /not letting us save your answers/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the device store', () => {
  it('asks the browser once to keep the store when a draft is first saved', async () => {
    await freshDevice();
    const persist = vi.fn(async () => true);
    // The browser's StorageManager (jsdom has none): the edge of the world.
    vi.stubGlobal('navigator', { ...navigator, storage: { persisted: async () => false, persist } });
    const stop = await startWizardAutosave();
    try {
      goToStep(2);
      await waitFor(() => expect(persist).toHaveBeenCalled());
      goToStep(3);
      setUserDetail('fullName', 'Amina');
      goToStep(4);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(persist).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('blocked (private mode, quota, a failed open): the wizard works and says once that it cannot save', async () => {
    await freshDevice();
    kingaDb().close({ disableAutoOpen: true });
    try {
      const user = userEvent.setup();
      await openWizard();
      expect(screen.getByRole('heading', { level: 1, name: 'Coverage Details' })).toBeTruthy();
      await user.click(screen.getByRole('radio', { name: /Yes, I own it/ }));
      await user.type(screen.getByLabelText('Location', { exact: false }), 'Kilimani');
      expect(await screen.findByText(storageWarning)).toBeTruthy();
      await user.click(screen.getByRole('radio', { name: /tenant/ }));
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(screen.getAllByText(storageWarning)).toHaveLength(1);
      expect((screen.getByRole('radio', { name: /tenant/ }) as HTMLInputElement).checked).toBe(true);
    } finally {
      cleanup();
      await kingaDb().open();
    }
  });

  it('a store that never answers (another tab holds an older version open): the wizard opens after 3 s', async () => {
    // Closed, but opening again on the next read (as a page that starts does).
    kingaDb().close({ disableAutoOpen: false });
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase('kinga');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
    // An old tab's connection at version 1 that ignores the request to close: the app's upgrade waits.
    const oldTab = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('kinga', 1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    oldTab.onversionchange = () => {};
    // The device saved a draft before: the wizard must look for it.
    savedDraftFlag('wizard').set();
    try {
      const started = Date.now();
      await openWizard();
      expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
      expect(screen.getByRole('heading', { level: 1, name: 'Coverage Details' })).toBeTruthy();
      await userEvent.setup().click(screen.getByRole('radio', { name: /tenant/ }));
      expect((screen.getByRole('radio', { name: /tenant/ }) as HTMLInputElement).checked).toBe(true);
    } finally {
      cleanup();
      oldTab.close();
      await kingaDb().open();
    }
  });
});
