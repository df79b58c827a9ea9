import { proxy } from 'valtio/vanilla';

// Point 9: toasts at the top right, light theme, closing by themselves after 5000 ms (3000 ms on the
// profile page, which passes its own duration).
export const defaultToastDurationMs = 5000;

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  durationMs?: number;
  action?: { label: string; onClick: () => void };
  /** Replaces a toast with the same id instead of stacking a copy (e.g. the update prompt). */
  id?: string;
}

/**
 * The toast library (sonner) and its outlet load on the first toast, not with the page: most visits to
 * the marketing pages never show one, and a phone on mobile data should not pay for it up front.
 */
export const toastHost = proxy({ requested: false });

let outletReady: () => void = () => {};
const outletMounted = new Promise<void>((resolve) => {
  outletReady = resolve;
});

/** Called by the lazily loaded toaster once it listens, so toasts asked for earlier are not lost. */
export function markToastOutletReady(): void {
  outletReady();
}

export async function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): Promise<void> {
  toastHost.requested = true;
  const [{ toast }] = await Promise.all([import('sonner'), outletMounted]);
  toast[kind](message, {
    duration: options.durationMs ?? defaultToastDurationMs,
    ...(options.id ? { id: options.id } : {}),
    ...(options.action ? { action: options.action } : {}),
  });
}
