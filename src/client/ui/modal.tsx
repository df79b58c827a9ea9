import './modal.css';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { AnimatePresence } from 'motion/react';
import * as m from 'motion/react-m';
import type { ReactNode } from 'react';
import { uiMessages } from '../../domain/ui-messages';
import { MotionProvider } from './motion-provider';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'auto';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  size?: ModalSize;
  /** Point 2: a backdrop click closes unless prevented (e.g. while a payment is processing). */
  dismissible?: boolean;
  children: ReactNode;
}

// Short, so a tap feels answered at once; the dialog rises a little as it appears and sinks as it goes.
const fade = { initial: { opacity: 0 }, animate: { opacity: 1 }, exit: { opacity: 0 } };
const rise = {
  initial: { opacity: 0, y: 12, scale: 0.98 },
  animate: { opacity: 1, y: 0, scale: 1 },
  exit: { opacity: 0, y: 12, scale: 0.98 },
};
const transition = { duration: 0.18, ease: 'easeOut' } as const;

/**
 * Point 2's generic modal: closes on Escape, on a backdrop click and with its close button. Radix gives
 * the focus trap, the labelled dialog role and focus return; motion the opening and closing (Radix keeps
 * it mounted, forceMount, until AnimatePresence has played the exit).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  dismissible = true,
  children,
}: ModalProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <MotionProvider>
        <AnimatePresence>
          {open && (
            <Dialog.Portal forceMount key="modal">
              <Dialog.Overlay forceMount asChild>
                <m.div className="modal__overlay" {...fade} transition={transition} />
              </Dialog.Overlay>
              <Dialog.Content
                forceMount
                asChild
                onEscapeKeyDown={block}
                onPointerDownOutside={block}
                {...(description ? {} : { 'aria-describedby': undefined })}
              >
                <m.div className={`modal modal--${size}`} {...rise} transition={transition}>
                  <div className="modal__header">
                    <Dialog.Title className="modal__title">{title}</Dialog.Title>
                    {dismissible && (
                      <Dialog.Close className="icon-button" aria-label={uiMessages.close}>
                        <X aria-hidden="true" size={22} />
                      </Dialog.Close>
                    )}
                  </div>
                  {description && (
                    <Dialog.Description className="modal__description">{description}</Dialog.Description>
                  )}
                  <div className="modal__body">{children}</div>
                </m.div>
              </Dialog.Content>
            </Dialog.Portal>
          )}
        </AnimatePresence>
      </MotionProvider>
    </Dialog.Root>
  );
}
