import { z } from 'zod';
import { text } from './common.ts';
import {
  WHITELABEL_PLAN_IDS,
  WHITELABEL_INDUSTRIES,
  WHITELABEL_CRMS,
  WHITELABEL_VOLUMES,
  WHITELABEL_REQUEST_TYPES,
} from './whitelabel-options.ts';

export * from './whitelabel-options.ts';

// ---- White-label offer (/whitelabel-deployment) ----

export const ZWhitelabelPlanId = z.enum(WHITELABEL_PLAN_IDS);
export type TWhitelabelPlanId = z.infer<typeof ZWhitelabelPlanId>;

export interface WhitelabelPromo {
  label: string;
  /** Dollars per month while the promo runs. */
  priceMonthly: number;
  /** ISO time after which the promo is over and not shown. */
  endsAt: string;
}
export interface WhitelabelPlan {
  id: TWhitelabelPlanId;
  name: string;
  /** Dollars per month. */
  priceMonthly: number;
  conversationsPerMonth: number;
  mostPopular: boolean;
  promos: readonly WhitelabelPromo[];
  /** What the plan includes, one line each (the conversations first). */
  included: readonly string[];
  /** How the assistant is set up and launched. */
  setup: string;
  /** Billing and cancellation. */
  terms: string;
}

/** The terms every plan shares (the price, conversations and promo are the plan's own). */
const WHITELABEL_TERMS =
  'Billed monthly in US dollars. Cancel any time: the plan runs to the end of the month paid for. A promo price applies while the promo runs.';

/** The June offer: 50% off Entry and Grow through June 30th, 2025 (the end of that day, US Pacific). */
const JUNE_2025_OFFER_ENDS = '2025-07-01T07:00:00.000Z';

export const WHITELABEL_PLANS: readonly WhitelabelPlan[] = [
  {
    id: 'entry',
    name: 'Entry',
    priceMonthly: 99,
    conversationsPerMonth: 1000,
    mostPopular: false,
    promos: [{ label: 'June offer: 50% off', priceMonthly: 49, endsAt: JUNE_2025_OFFER_ENDS }],
    included: [
      'Up to 1,000 conversations a month',
      'Website chat widget in your brand',
      'Knowledge base built from your website and your PDF and Word documents',
    ],
    setup:
      'We build the knowledge base from your website and documents, you check the answers, and the assistant launches within 24-48 hours: one snippet to add to your site.',
    terms: WHITELABEL_TERMS,
  },
  {
    id: 'grow',
    name: 'Grow',
    priceMonthly: 179,
    conversationsPerMonth: 3000,
    mostPopular: true,
    promos: [{ label: 'June offer: 50% off', priceMonthly: 89, endsAt: JUNE_2025_OFFER_ENDS }],
    included: [
      'Up to 3,000 conversations a month',
      'Everything in Entry',
      'Facebook Messenger',
      'Your booking system and your CRM connected',
    ],
    setup:
      'As for Entry, plus connecting Messenger, your booking system and your CRM with you; launched within 24-48 hours.',
    terms: WHITELABEL_TERMS,
  },
  {
    id: 'scale',
    name: 'Scale',
    priceMonthly: 399,
    conversationsPerMonth: 8000,
    mostPopular: false,
    promos: [],
    included: [
      'Up to 8,000 conversations a month',
      'Everything in Grow',
      'Every platform you use (web, mobile and social) from one knowledge base',
      'A knowledge base that learns from the questions people actually ask',
    ],
    setup:
      'As for Grow, on every platform you use: the first channel launches within 24-48 hours, the others on dates agreed with you.',
    terms: WHITELABEL_TERMS,
  },
];

/** The promo of a plan running at `now`, if any (a promo vanishes after its end date). */
export function activePromo(plan: WhitelabelPlan, now: Date): WhitelabelPromo | null {
  return plan.promos.find((promo) => now.getTime() < Date.parse(promo.endsAt)) ?? null;
}

export const ZWhitelabelPlanView = z.object({
  id: ZWhitelabelPlanId,
  name: z.string(),
  priceMonthly: z.number(),
  conversationsPerMonth: z.number().int(),
  mostPopular: z.boolean(),
  /** The promo running now, or null (ended promos are never answered). */
  promo: z.object({ label: z.string(), priceMonthly: z.number(), endsAt: z.string() }).nullable(),
  included: z.array(z.string()),
  setup: z.string(),
  terms: z.string(),
});
export const ZWhitelabelPlans = z.object({
  plans: z.array(ZWhitelabelPlanView),
  launchTime: z.string(),
});
export type TWhitelabelPlans = z.infer<typeof ZWhitelabelPlans>;

/**
 * The form is protected from bots without a third-party captcha: a `formToken` fetched when the form is shown
 * (signed by the server with the time it was issued; a submission sooner than a few seconds after, or hours
 * later, is refused) and a honeypot field `website` that people never see and must stay empty.
 */
export const ZWhitelabelFormToken = z.object({
  formToken: z.string(),
  /** Seconds to wait after the token was issued before a submission is accepted. */
  minFillSeconds: z.number().int(),
});

const optionalText = (name: string, max: number) =>
  text(`${name} must be a string`)
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
/** An empty choice (the select's placeholder) is the same as none. */
const optionalChoice = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .union([z.literal(''), z.enum(values, { error: `${name} must be one of ${values.join(', ')}` })])
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** Digits, spaces, a leading +, brackets, dots and dashes; 7 to 15 digits (E.164's longest number is 15). */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** An optional phone number: only what a phone number is made of, with a plausible count of digits. */
export const ZOptionalPhone = optionalText('phone', 40).refine(
  (value) => {
    if (value === undefined) return true;
    const digits = value.replace(/\D/g, '').length;
    return PHONE_CHARACTERS.test(value) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
  },
  { error: 'phone must be a phone number: digits, spaces, +, brackets or dashes (7 to 15 digits)' },
);

export const ZWhitelabelRequest = z.strictObject({
  companyName: text('companyName must be a string')
    .trim()
    .min(1, 'companyName is required')
    .max(200, 'companyName must be at most 200 characters'),
  contactEmail: text('contactEmail must be a string')
    .trim()
    .max(254, 'contactEmail must be at most 254 characters')
    .pipe(z.email({ error: 'contactEmail must be an email address' })),
  phone: ZOptionalPhone,
  industry: optionalChoice('industry', WHITELABEL_INDUSTRIES),
  currentCRM: optionalChoice('currentCRM', WHITELABEL_CRMS),
  monthlyVolume: optionalChoice('monthlyVolume', WHITELABEL_VOLUMES),
  primaryGoals: optionalText('primaryGoals', 2000),
  integrationType: optionalText('integrationType', 100),
  timeline: optionalText('timeline', 100),
  selectedPlan: optionalChoice('selectedPlan', WHITELABEL_PLAN_IDS),
  requestType: z.enum(WHITELABEL_REQUEST_TYPES).default('deployment'),
  /** From GET /api/whitelabel/form-token. */
  formToken: z.string({ error: 'formToken is required' }).min(1, 'formToken is required').max(512),
  /** The honeypot: hidden from people, must be empty. */
  website: z.string().max(500).optional(),
});
export type TWhitelabelRequestInput = z.input<typeof ZWhitelabelRequest>;

export const ZWhitelabelRequestAck = z.object({
  requestId: z.string().uuid(),
  receivedAt: z.string(),
  /** What to tell the visitor. */
  message: z.string(),
});
