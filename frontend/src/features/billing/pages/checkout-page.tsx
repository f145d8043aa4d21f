import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, Crown, Loader2, LogIn, ShieldCheck } from 'lucide-react';
import { PREMIUM_PRODUCT } from '@readiness/contracts/billing';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { isPremiumTier } from '@readiness/contracts/premium';
import { QueryErrorAlert } from '../../../components/query-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/api.ts';
import {
  refreshAfterEntitlementChange,
  useApplyStaffCoupon,
  useBillingStatus,
  useCreateCheckoutSession,
  useValidateCoupon,
  waitForTier,
} from '../api.ts';
import { CouponCard, couponAppliedText } from '../components/coupon-card.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { PremiumProductCard } from '../components/premium-product-card.tsx';
import { formatUsd, orderTotals } from '../format.ts';
import { TestModeBanner } from '../components/test-mode-banner.tsx';
import { useGoTo } from '../components/use-go-to.ts';
import { formatDate } from '@readiness/contracts/format';
import { rememberReturnPlace } from '../return-after-checkout.ts';

/** Spec section 9: the free activation goes to the dashboard after 2 s. */
export const FREE_ACTIVATION_REDIRECT_MS = 2000;

/** /checkout: the product card for everyone; the coupon and Pay for a signed-in buyer. */
export function CheckoutPage() {
  useDocumentTitle('Secure Checkout');
  const { data: user } = useCurrentUser();
  // Where the upgrade was chosen (a Link's state), for the payment-success page's way back; none clears it.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  useEffect(() => rememberReturnPlace(from), [from]);
  return user ? <SignedInCheckout subscriptionTier={user.subscriptionTier} /> : <PublicCheckout />;
}

/** A visitor: what Premium is and costs, and "Sign in to buy" (which comes back here). */
function PublicCheckout() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PREMIUM_PRODUCT.name}</h1>
        <p className="mt-1 text-muted-foreground">
          One payment, lifetime access. Sign in (or create a free account) to buy.
        </p>
      </div>
      <PremiumProductCard
        productName={PREMIUM_PRODUCT.name}
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/auth" state={{ from: '/checkout' }}>
                <LogIn aria-hidden="true" /> Sign in to buy
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/auth?tab=register" state={{ from: '/checkout' }}>
                Create a free account
              </Link>
            </Button>
          </div>
        }
      />
    </div>
  );
}

function SignedInCheckout({ subscriptionTier }: { subscriptionTier: string | undefined }) {
  const statusQuery = useBillingStatus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goTo = useGoTo();

  const [code, setCode] = useState('');
  /** The checked coupon and its percent; 0 when none (or it was invalid). */
  const [applied, setApplied] = useState<{ code: string; percent: number }>({ code: '', percent: 0 });
  const [granted, setGranted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const validate = useValidateCoupon();
  const applyStaffCoupon = useApplyStaffCoupon();
  const createSession = useCreateCheckoutSession();

  const resetDiscount = () => setApplied({ code: '', percent: 0 });

  const onCodeChange = (next: string) => {
    setCode(next);
    // The discount belongs to the code that was checked: another code must be checked again.
    if (next !== applied.code) resetDiscount();
  };

  const onApply = (couponCode: string) => {
    if (!couponCode) return;
    validate.mutate(couponCode, {
      onSuccess: (answer) => {
        if (answer.valid && answer.discount > 0) {
          setApplied({ code: couponCode, percent: answer.discount });
          toast.success('Coupon Valid!', {
            description: couponAppliedText(answer.discount, answer.description),
          });
        } else {
          resetDiscount();
          toast.error('Invalid Coupon', { description: answer.error || 'Please check your coupon code' });
        }
      },
      onError: (error) => {
        resetDiscount();
        // A code the server refuses as written is an invalid coupon; anything else is the check itself failing.
        if (hasErrorCode(error, ERROR_CODES.COUPON_INVALID, ERROR_CODES.VALIDATION_FAILED)) {
          toast.error('Invalid Coupon', { description: error.message || 'Please check your coupon code' });
        } else {
          toast.error('Validation Error', { description: 'Unable to validate coupon. Please try again.' });
        }
      },
    });
  };

  const redeemStaffCoupon = (couponCode: string) => {
    applyStaffCoupon.mutate(couponCode, {
      onSuccess: (answer) => {
        setGranted(true);
        toast.success('Premium Access Granted!', {
          description: answer.message ?? 'Your premium features are active. Taking you to your dashboard...',
        });
        void refreshAfterEntitlementChange(queryClient).then(() =>
          waitForTier(queryClient, isPremiumTier, { attempts: 4, intervalMs: 500 }),
        );
        redirectTimer.current = setTimeout(() => void navigate('/dashboard'), FREE_ACTIVATION_REDIRECT_MS);
      },
      onError: (error) => {
        if (hasErrorCode(error, ERROR_CODES.ALREADY_PREMIUM)) void refreshAfterEntitlementChange(queryClient);
        toast.error('Coupon Error', { description: error.message || 'Failed to apply staff coupon' });
      },
    });
  };

  const onPay = () => {
    if (applied.percent === 100) {
      redeemStaffCoupon(applied.code);
      return;
    }
    createSession.mutate(
      { productType: 'premium', ...(applied.code ? { couponCode: applied.code } : {}) },
      {
        onSuccess: (answer) => {
          if ('staffCoupon' in answer) {
            redeemStaffCoupon(applied.code);
            return;
          }
          setLeaving(true);
          goTo(answer.url);
        },
        onError: (error) => {
          if (hasErrorCode(error, ERROR_CODES.ALREADY_PREMIUM)) {
            void refreshAfterEntitlementChange(queryClient);
            toast.info('You already have Premium', { description: error.message });
          } else if (hasErrorCode(error, ERROR_CODES.COUPON_INVALID)) {
            resetDiscount();
            toast.error('Invalid Coupon', { description: error.message || 'Please check your coupon code' });
          } else {
            toast.error('Checkout Error', {
              description: 'Unable to create secure payment session. Please try again.',
            });
          }
        },
      },
    );
  };

  const backLink = (
    <Button asChild variant="ghost" className="-ml-3 w-fit">
      <Link to="/dashboard">
        <ArrowLeft aria-hidden="true" /> Back to Dashboard
      </Link>
    </Button>
  );

  if (statusQuery.isPending) return <PageSpinner label="Loading checkout" />;
  if (statusQuery.isError) {
    return (
      <div className="mx-auto grid max-w-xl gap-4">
        {backLink}
        <QueryErrorAlert title="Checkout could not be loaded" query={statusQuery} />
      </div>
    );
  }

  const status = statusQuery.data;
  const productName = status.product.name || PREMIUM_PRODUCT.name;
  const alreadyPremium = status.premium.active || isPremiumTier(subscriptionTier);

  if (alreadyPremium && !granted) {
    return (
      <div className="mx-auto grid max-w-xl gap-4">
        {backLink}
        <Card className="border-primary/40">
          <CardHeader>
            <div className="flex items-center gap-2 text-primary">
              <Crown className="size-5" aria-hidden="true" />
              <CardTitle>
                <span className="sr-only">Premium: </span>You already have {productName}
              </CardTitle>
            </div>
            <CardDescription>
              Your lifetime access is active
              {status.premium.since ? ` since ${formatDate(status.premium.since)}` : ''}. There is nothing
              more to buy.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to="/dashboard">Go to Dashboard</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/resources">Open the resource library</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/billing">Purchase history</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const busy = createSession.isPending || applyStaffCoupon.isPending || leaving || granted;
  const free = applied.percent === 100;
  let payLabel = free
    ? 'Activate Premium Access (FREE)'
    : `Pay ${formatUsd(orderTotals(applied.percent).total)} securely`;
  if (createSession.isPending || leaving) payLabel = 'Creating secure session...';
  if (applyStaffCoupon.isPending) payLabel = 'Applying staff coupon...';
  if (granted) payLabel = 'Premium activated: taking you to your dashboard...';

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      {backLink}
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Secure Checkout</h1>
        <p className="mt-1 text-muted-foreground">Upgrade to {productName}: one payment, lifetime access.</p>
      </div>
      {status.testMode ? (
        <TestModeBanner>
          Payments are simulated in TEST MODE: you will choose to pay or decline on a test page. No card is
          charged.
        </TestModeBanner>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <PremiumProductCard productName={productName} />
        <div className="grid content-start gap-6">
          <CouponCard
            code={code}
            onCodeChange={onCodeChange}
            onApply={onApply}
            checking={validate.isPending}
            appliedPercent={applied.percent}
            disabled={busy}
          />
          <OrderSummary productName={productName} percent={applied.percent}>
            <Button size="lg" className="w-full" onClick={onPay} disabled={busy || validate.isPending}>
              {busy ? (
                <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <ShieldCheck aria-hidden="true" />
              )}
              {payLabel}
            </Button>
          </OrderSummary>
        </div>
      </div>
    </div>
  );
}

export default CheckoutPage;
