import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable that holds the sticky header's height (its menu included when open), in px. */
export const HEADER_HEIGHT_VAR = '--header-height';

/**
 * Publishes the sticky header's height on <html>, kept up to date as it changes (the phone menu opening), so what
 * floats over the page (toasts) starts below it. The header is sticky at the top, so its height is its bottom.
 */
export function usePublishHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEADER_HEIGHT_VAR, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, [header]);
}
