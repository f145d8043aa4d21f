import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * State of a collapsing mobile menu: closes on navigation and on Escape, which also puts focus back on the menu
 * button (`buttonRef`), so a keyboard user is not left on a link that just disappeared.
 */
export function useMenuToggle() {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => {
    setIsOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return { isOpen, buttonRef, toggle: () => setIsOpen((open) => !open), close: () => setIsOpen(false) };
}
