// Premium's product, price and features: plain constants, no zod, so that a page showing them (the landing
// page's pricing section) does not load the schemas of billing.ts. billing.ts re-exports them.

/** AI Readiness Premium: one product, one price, lifetime access. */
export const PREMIUM_PRODUCT = {
  type: 'premium',
  name: 'AI Readiness Premium',
  /** In cents. */
  amount: 4900,
  currency: 'usd',
} as const;

/** Days after payment during which the buyer can refund themselves (the 30-day money-back guarantee). */
export const REFUND_WINDOW_DAYS = 30;

/** How long a checkout session can be paid (Stripe's `expires_at`, and TEST MODE's sessions alike). */
export const CHECKOUT_SESSION_TTL_MINUTES = 30;

/**
 * What Premium gives, for life: the one list the landing page's pricing section and /checkout's product card both
 * show (spec section 6; the spec's "1 year" line contradicts lifetime access).
 */
export const PREMIUM_FEATURES = [
  'The full assessment: every question across all 15 dimensions',
  'Per-dimension industry benchmarks',
  'ROI analysis and the full implementation roadmap',
  'Complete PDF reports',
  'Strategic planning assistant',
  'Advanced prompt optimisation',
  'Premium resource library: every guide and template',
  'Unlimited AI tools as they arrive',
  'Priority support',
  'Lifetime access: pay once, no subscription',
] as const;

/** What the free account gives (the pricing section's other column). */
export const FREE_FEATURES = [
  'The quick assessment: one question per dimension',
  'Your overall readiness score and maturity level',
  'A summary PDF of your results',
  'The free resource library',
] as const;
