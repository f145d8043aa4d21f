import type { GatewayEnv } from './env.ts';

export type ServiceName = 'auth' | 'assessment' | 'ai-tools' | 'billing' | 'chat' | 'monitoring';

/**
 * Which service owns which /api path, longest prefix first. A prefix matches the path itself or anything
 * below it (`/api/auth` matches `/api/auth/login`, not `/api/authors`).
 */
export const ROUTES: ReadonlyArray<readonly [prefix: string, service: ServiceName]> = [
  ['/api/admin/questions', 'assessment'],
  ['/api/admin/users', 'auth'],
  ['/api/admin/stats', 'monitoring'],
  ['/api/admin/recent-assessments', 'assessment'],
  ['/api/auth', 'auth'],
  ['/api/assessments', 'assessment'],
  ['/api/user/stats', 'assessment'],
  ['/api/generate-free-summary', 'assessment'],
  ['/api/resources', 'assessment'],
  ['/api/ai-tools', 'ai-tools'],
  ['/api/validate-coupon', 'billing'],
  ['/api/apply-staff-coupon', 'billing'],
  ['/api/create-checkout-session', 'billing'],
  ['/api/verify-payment-session', 'billing'],
  ['/api/billing', 'billing'],
  ['/api/support', 'chat'],
  ['/api/monitoring', 'monitoring'],
];

/** Paths that answer without a signed-in user; everything else under /api needs one (the service decides too). */
export const PUBLIC_PATHS = [
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/logout',
  '/api/auth/user',
  '/api/billing/webhook',
];

/** The route that owns a path: its service, and the prefix that matched (a low-cardinality name for it). */
export function routeFor(path: string): { prefix: string; service: ServiceName } | undefined {
  for (const [prefix, service] of ROUTES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return { prefix, service };
  }
  return undefined;
}

export function serviceFor(path: string): ServiceName | undefined {
  return routeFor(path)?.service;
}

export function serviceUrls(env: GatewayEnv): Record<ServiceName, string> {
  return {
    auth: env.AUTH_URL,
    assessment: env.ASSESSMENT_URL,
    'ai-tools': env.AI_TOOLS_URL,
    billing: env.BILLING_URL,
    chat: env.CHAT_URL,
    monitoring: env.MONITORING_URL,
  };
}
