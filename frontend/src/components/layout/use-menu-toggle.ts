import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** State of a collapsing mobile menu: closes on navigation and on Escape. */
export function useMenuToggle() {
  const [isOpen, setIsOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    setIsOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return { isOpen, toggle: () => setIsOpen((open) => !open), close: () => setIsOpen(false) };
}
