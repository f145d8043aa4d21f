/**
 * Where a buyer was when they chose to upgrade, so that the payment-success page can take them back there: the
 * organisation they came to create, the AI tools whose prompts ran out, the results a section of which was
 * locked. Checkout leaves for Stripe and comes back as a new page, so the place is kept in sessionStorage (this
 * tab only), set or cleared each time /checkout opens.
 */
const STORAGE_KEY = 'readiness.checkout.return-to';

export interface ReturnPlace {
  to: string;
  label: string;
}

/** The in-app places worth going back to after paying, and what the button says. Any other path is ignored. */
const PLACES: Array<[RegExp, string]> = [
  [/^\/organisations$/, 'Create your organisation'],
  [/^\/ai-tools(\?tab=[\w-]+)?$/, 'Back to AI Tools'],
  [/^\/results(\/[\w-]+)?$/, 'Back to your results'],
  [/^\/reports$/, 'Back to Reports'],
];

export function placeFor(path: unknown): ReturnPlace | undefined {
  if (typeof path !== 'string') return undefined;
  const label = PLACES.find(([pattern]) => pattern.test(path))?.[1];
  return label ? { to: path, label } : undefined;
}

/** Called when /checkout opens: `from` is the router state's `from` (a Link's), anything else clears it. */
export function rememberReturnPlace(from: unknown): void {
  try {
    const place = placeFor(from);
    if (place) window.sessionStorage.setItem(STORAGE_KEY, place.to);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (a private window's quota): the success page offers the dashboard, as before.
  }
}

/** The place to go back to after a successful payment, if the buyer came to checkout from one. */
export function returnPlace(): ReturnPlace | undefined {
  try {
    return placeFor(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return undefined;
  }
}
