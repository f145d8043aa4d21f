import { useQuery } from '@tanstack/react-query';
import type {
  TWhitelabelPlanId,
  TWhitelabelPlans,
  TWhitelabelRequestInput,
} from '@readiness/contracts/whitelabel';
import {
  apiRequest,
  parseJsonResponse,
  type RequestOptions,
  type ResponseSchema,
} from '../../lib/api-client.ts';

/*
 * The white-label schemas (and zod with them) are imported once an answer is there to read: the page paints
 * without them, and a signed-out visitor landing on it does not wait for them (issue 26, Lighthouse's slow 4G).
 * Only the white-label offer's schemas, not the chat's, and in two tasks: zod (with the contracts' common
 * module) is evaluated first, then, after a turn of the event loop, the schemas. Evaluated together they held a
 * slow phone's main thread for one long task of 170 to 200 ms (four times the 42 to 51 ms they took here).
 */
type WhitelabelSchemas = typeof import('@readiness/contracts/whitelabel');
let schemasLoading: Promise<WhitelabelSchemas> | undefined;
const whitelabelSchemas = (): Promise<WhitelabelSchemas> =>
  (schemasLoading ??= import('@readiness/contracts/common')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('@readiness/contracts/whitelabel'))
    .catch((error: unknown) => {
      schemasLoading = undefined; // a failed fetch is tried again at the next call
      throw error;
    }));

async function whitelabelJson<T>(
  method: 'GET' | 'POST',
  url: string,
  schema: (schemas: WhitelabelSchemas) => ResponseSchema<T>,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, url, options);
  return parseJsonResponse(response, schema(await whitelabelSchemas()), `${method} ${url}`);
}

export const usePlans = () =>
  useQuery({
    queryKey: ['/api/whitelabel/plans'],
    queryFn: () => whitelabelJson('GET', '/api/whitelabel/plans', (schemas) => schemas.ZWhitelabelPlans),
  });

export const fetchFormToken = () =>
  whitelabelJson('GET', '/api/whitelabel/form-token', (schemas) => schemas.ZWhitelabelFormToken);

export const submitRequest = (body: TWhitelabelRequestInput) =>
  whitelabelJson('POST', '/api/whitelabel/requests', (schemas) => schemas.ZWhitelabelRequestAck, { body });

/** The contract's rule for the optional phone number, so that the form says what the server would refuse. */
export const isValidPhone = async (phone: string): Promise<boolean> =>
  (await whitelabelSchemas()).ZOptionalPhone.safeParse(phone).success;

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
