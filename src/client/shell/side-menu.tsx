import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { agency } from '../../domain/business';
import { InstallAppSlot } from '../pwa/install-app-slot';
import { paths, productLinks } from '../routing/paths';
import { SectionLink } from '../routing/section-link';
import { ContactLines } from './contact-lines';
import { HoursLines } from './hours-lines';

interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Point 2: the mobile side menu. Radix gives the focus trap, Escape to close and the modal semantics. */
export default function SideMenu({ open, onOpenChange, returnFocusTo }: SideMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="side-menu__overlay" />
        <Dialog.Content
          className="side-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The toggle is not a Radix Trigger (it lives in the always-loaded navbar), so say where
            // focus goes back to explicitly.
            event.preventDefault();
            returnFocusTo.current?.focus({ preventScroll: true });
          }}
        >
          <div className="side-menu__header">
            <Dialog.Title className="side-menu__title">{agency.name}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close menu">
              <X aria-hidden="true" size={24} />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <ul className="side-menu__links">
              <li>
                <Link href={paths.home} onClick={close}>
                  Home
                </Link>
              </li>
              <li>
                <SectionLink href={paths.about} onClick={close}>
                  About
                </SectionLink>
              </li>
              <li>
                <Link href={paths.products} onClick={close}>
                  Our Products
                </Link>
                <ul className="side-menu__sublinks">
                  {productLinks.map((product) => (
                    <li key={product.href}>
                      <Link href={product.href} onClick={close}>
                        {product.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <Link href={paths.terms} onClick={close}>
                  Terms &amp; Conditions
                </Link>
              </li>
              <li>
                <Link href={paths.profile} onClick={close}>
                  Client Portal
                </Link>
              </li>
            </ul>
          </nav>
          <Link href={paths.homePackage} className="button button--primary side-menu__cta" onClick={close}>
            Get a quote
          </Link>
          <InstallAppSlot />
          <div className="side-menu__contact">
            <h2 className="side-menu__subtitle">Contact us</h2>
            <ContactLines />
            <HoursLines />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
