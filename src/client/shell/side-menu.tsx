import { X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { agency } from '../../domain/business';
import { shellMessages } from '../../domain/shell-messages';
import { LanguageSwitch } from '../language/language-switch';
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

/**
 * Point 2: the mobile side menu, a native modal <dialog>: the browser makes the rest of the page inert (the
 * focus stays inside), closes it on Escape and gives it the modal semantics. Radix's dialog did the same in
 * 13 KB gz, fetched before the menu could open on a phone's first visit.
 */
export default function SideMenu({ open, onOpenChange, returnFocusTo }: SideMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => onOpenChange(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Escape, the close button or a followed link: the state follows, and focus goes back to the toggle
    // (the browser would return it to the element that was focused when the menu opened: the same button,
    // unless the menu was opened by a tap that focused nothing).
    const closed = () => {
      onOpenChange(false);
      returnFocusTo.current?.focus({ preventScroll: true });
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [onOpenChange, returnFocusTo]);

  // The page behind is inert, but Tab past the last link would leave for the browser's own bar: it comes
  // round to the first instead, as the trap a menu's user expects (and Shift+Tab the other way).
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (element) => element.checkVisibility(),
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A tap on the dimmed page beside the menu lands on the dialog itself, outside its box.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) close();
  };

  return (
    <dialog
      ref={dialog}
      className="side-menu"
      aria-labelledby="side-menu-title"
      onClick={closeOnBackdrop}
      onKeyDown={keepFocusInside}
    >
      <div className="side-menu__header">
        <h2 id="side-menu-title" className="side-menu__title">
          {agency.name}
        </h2>
        <button type="button" className="icon-button" aria-label={shellMessages.closeMenu} onClick={close}>
          <X aria-hidden="true" size={24} />
        </button>
      </div>
      <nav aria-label={shellMessages.mobileNavigation}>
        <ul className="side-menu__links">
          <li>
            <Link href={paths.home} onClick={close}>
              {shellMessages.home}
            </Link>
          </li>
          <li>
            <SectionLink href={paths.about} onClick={close}>
              {shellMessages.about}
            </SectionLink>
          </li>
          <li>
            <Link href={paths.products} onClick={close}>
              {shellMessages.ourProducts}
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
              {shellMessages.termsAndConditions}
            </Link>
          </li>
          <li>
            <Link href={paths.profile} onClick={close}>
              {shellMessages.clientPortal}
            </Link>
          </li>
        </ul>
      </nav>
      <Link href={paths.homePackage} className="button button--primary side-menu__cta" onClick={close}>
        {shellMessages.getQuote}
      </Link>
      <LanguageSwitch className="side-menu__language" />
      <InstallAppSlot />
      <div className="side-menu__contact">
        <h2 className="side-menu__subtitle">{shellMessages.contactUs}</h2>
        <ContactLines />
        <HoursLines />
      </div>
    </dialog>
  );
}
