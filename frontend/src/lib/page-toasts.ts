import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toast } from './toast.ts';

const ACROSS_PAGES = 'across-pages:';

/**
 * Options for a toast that announces the navigation it comes with (signed in, signed out): it stays on the page
 * that follows, once. Every other toast belongs to its page and is dismissed when the user leaves it.
 */
export function acrossPages(name: string): { id: string } {
  return { id: `${ACROSS_PAGES}${name}` };
}

/** Dismisses the page's toasts on every change of page (a new path; a query or hash change is the same page). */
export function useDismissPageToasts(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  // Toasts already carried over once: the next page change dismisses them like any other.
  const carried = useRef(new Set<string | number>());
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const next = new Set<string | number>();
    for (const shown of toast.getToasts()) {
      const keep = String(shown.id).startsWith(ACROSS_PAGES) && !carried.current.has(shown.id);
      if (keep) next.add(shown.id);
      else toast.dismiss(shown.id);
    }
    carried.current = next;
  }, [pathname]);
}
