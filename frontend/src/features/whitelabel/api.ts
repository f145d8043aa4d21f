import { useQuery } from '@tanstack/react-query';
import {
  ZWhitelabelFormToken,
  ZWhitelabelPlans,
  ZWhitelabelRequestAck,
  type TWhitelabelPlanId,
  type TWhitelabelPlans,
  type TWhitelabelRequestInput,
} from '@readiness/contracts/chat';
import { apiJson } from '../../lib/api-client.ts';

export const usePlans = () =>
  useQuery({
    queryKey: ['/api/whitelabel/plans'],
    queryFn: () => apiJson('GET', '/api/whitelabel/plans', ZWhitelabelPlans),
  });

export const fetchFormToken = () => apiJson('GET', '/api/whitelabel/form-token', ZWhitelabelFormToken);

export const submitRequest = (body: TWhitelabelRequestInput) =>
  apiJson('POST', '/api/whitelabel/requests', ZWhitelabelRequestAck, { body });

type PlanView = TWhitelabelPlans['plans'][number];

/** The promo to show at `now`: none once its end date has passed, whatever the server sent. */
export function visiblePromo(plan: PlanView, now: Date): PlanView['promo'] {
  const promo = plan.promo;
  if (!promo) return null;
  const ends = Date.parse(promo.endsAt);
  return Number.isFinite(ends) && now.getTime() < ends ? promo : null;
}

/** The plan chosen on the Pricing tab, kept in this browser (default: Grow, the most popular). */
export const PLAN_STORAGE = 'whitelabel-plan';
export const DEFAULT_PLAN: TWhitelabelPlanId = 'grow';

export function readSelectedPlan(): TWhitelabelPlanId {
  try {
    const value = window.localStorage.getItem(PLAN_STORAGE);
    return value === 'entry' || value === 'grow' || value === 'scale' ? value : DEFAULT_PLAN;
  } catch {
    return DEFAULT_PLAN;
  }
}

export function storeSelectedPlan(plan: TWhitelabelPlanId): void {
  try {
    window.localStorage.setItem(PLAN_STORAGE, plan);
  } catch {
    /* kept for this page only */
  }
}
