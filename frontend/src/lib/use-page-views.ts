import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The last path reported in this tab: a re-render, StrictMode's second effect or a query change is not a view. */
let lastReported: string | null = null;

/** A new tab, as far as page views go: the component tests, which share one module cache, start each test so. */
export function forgetReportedPages(): void {
  lastReported = null;
}

/**
 * Reports the SPA's own navigations as page views ("Most accessed pages"): a route change loads no document, so
 * the gateway never sees it. The first page of a visit is not reported (the gateway counted its document load);
 * a change of query string or fragment only is not a new page.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const isFirstPage = useRef(true);
  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      lastReported ??= pathname;
      return;
    }
    if (pathname === lastReported) return;
    lastReported = pathname;
    // Its own module, fetched at the first navigation: the contracts' schema (and zod) stay out of the first page.
    void import('./report-page-view.ts').then(({ reportPageView }) => reportPageView(pathname));
  }, [pathname]);
}
