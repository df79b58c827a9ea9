import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(loadSideMenu);

/**
 * The hamburger button for narrow screens. The menu itself (a Radix dialog: focus trap, Escape, focus
 * return) is its own chunk, fetched when the finger approaches the button, so the first paint of every
 * page stays light.
 */
export function SideMenuToggle() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const openMenu = () => {
    setEverOpened(true);
    setOpen(true);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button side-menu-toggle"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openMenu}
        onPointerEnter={() => void loadSideMenu()}
        onFocus={() => void loadSideMenu()}
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
