import { ZPageViewRequest } from '@readiness/contracts/monitoring';
import { apiRequest } from './api-client.ts';

/** Sends one SPA page view to monitoring; fire and forget (a failure costs one count). */
export function reportPageView(pathname: string): void {
  const body = ZPageViewRequest.safeParse({ path: pathname });
  if (!body.success) return;
  // keepalive: a navigation that leaves the app still delivers its count.
  void apiRequest('POST', '/api/monitoring/page-views', { body: body.data, keepalive: true }).catch(
    () => undefined,
  );
}
