import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ZPageViewRequest } from '@readiness/contracts/monitoring';
import { apiRequest } from './api-client.ts';

/** The last path reported in this tab: a re-render, StrictMode's second effect or a query change is not a view. */
let lastReported: string | null = null;

/**
 * Reports the SPA's own navigations as page views ("Most accessed pages"): a route change loads no document, so
 * the gateway never sees it. The first page of a visit is not reported (the gateway counted its document load);
 * a change of query string or fragment only is not a new page. Fire and forget: a failure costs one count.
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
    const body = ZPageViewRequest.safeParse({ path: pathname });
    if (!body.success) return;
    // keepalive: a navigation that leaves the app still delivers its count.
    void apiRequest('POST', '/api/monitoring/page-views', { body: body.data, keepalive: true }).catch(
      () => undefined,
    );
  }, [pathname]);
}
