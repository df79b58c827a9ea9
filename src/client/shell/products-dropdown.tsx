import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { shellMessages } from '../../domain/shell-messages';
import { paths, productLinks } from '../routing/paths';

/**
 * The navbar's Products entry: a disclosure (button + list of links) rather than an ARIA menu, because
 * its items are plain navigation links and screen readers announce a disclosure more predictably.
 */
export function ProductsDropdown() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Any navigation closes it, whichever link caused it.
  useEffect(() => {
    void location;
    setOpen(false);
  }, [location]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const container = containerRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    container?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      container?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const inProducts = location.startsWith(paths.products);
  return (
    <div className="dropdown" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`dropdown__toggle${inProducts ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {shellMessages.products}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <ul id={listId} className="dropdown__list" hidden={!open}>
        <li>
          <Link href={paths.products}>{shellMessages.allProducts}</Link>
        </li>
        {productLinks.map((product) => (
          <li key={product.href}>
            <Link href={product.href}>{product.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
