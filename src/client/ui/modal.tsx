import './modal.css';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'auto';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  size?: ModalSize;
  /** Point 2: a backdrop click closes unless prevented (e.g. while a payment is processing). */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * Point 2's generic modal: closes on Escape, on a backdrop click and with its close button. Radix gives
 * the focus trap, the labelled dialog role and focus return.
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
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className={`modal modal--${size}`}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            {dismissible && (
              <Dialog.Close className="icon-button" aria-label="Close">
                <X aria-hidden="true" size={22} />
              </Dialog.Close>
            )}
          </div>
          {description && (
            <Dialog.Description className="modal__description">{description}</Dialog.Description>
          )}
          <div className="modal__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
