import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal';

// Dialogs whose code (Radix's dialog and motion, about 30 KB gz, and what they show) loads when one first
// opens, for a page where a dialog is a side door rather than the way on: the wizard's quotes, whose
// benefit and terms popups would otherwise ride on the slow-data path to the prices.

/** A dialog component that renders nothing, and loads nothing, until its `open` first turns true. */
export function lazyDialog<Props extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Dialog = lazy(load) as unknown as ComponentType<Props>;
  return function LazyDialog(props: Props) {
    // Mounted from the first opening on, so the closing animation still plays.
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

/** ui/modal.tsx's Modal, loaded on its first opening. */
export const LazyModal = lazyDialog<ModalProps>(() =>
  import('./modal').then((module) => ({ default: module.Modal })),
);

/** Fetches the dialog's code ahead of a first opening (once the page has nothing better to do). */
export function preloadModal(): void {
  void import('./modal').catch(() => undefined);
}
