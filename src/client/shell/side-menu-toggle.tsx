import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { shellMessages } from '../../domain/shell-messages';
import { preloadable } from '../ui/preloadable';

const sideMenu = preloadable(() => import('./side-menu'));
const SideMenu = sideMenu.View;
const loadSideMenu = () => void sideMenu.load().catch(() => undefined);

/**
 * The hamburger button for narrow screens. The menu itself (a Radix dialog: focus trap, Escape, focus
 * return) is its own chunk, fetched when the finger approaches the button, so the first paint of every
 * page stays light; once it is in, a tap draws the menu at once (ui/preloadable.ts).
 */
export function SideMenuToggle() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const openMenu = () => {
    const show = () => {
      setEverOpened(true);
      setOpen(true);
    };
    // Opened into a suspended boundary, the menu would show 300 ms after its chunk (ui/preloadable.ts): a
    // tap made before the app ran, its chunk already fetched, waited that long. A chunk that cannot be had
    // opens the boundary anyway, which asks again.
    if (sideMenu.ready()) show();
    else void sideMenu.load().then(show, show);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button side-menu-toggle"
        aria-label={shellMessages.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openMenu}
        onPointerEnter={loadSideMenu}
        onFocus={loadSideMenu}
      >
        <Menu aria-hidden="true" size={24} />
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <SideMenu open={open} onOpenChange={setOpen} returnFocusTo={toggleRef} />
        </Suspense>
      )}
    </>
  );
}
