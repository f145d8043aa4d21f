import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, CheckCircle2, Clock, CreditCard, Crown, XCircle } from 'lucide-react';
import { formatDateTime } from '@readiness/contracts/format';
import type { TTestCheckoutRequest } from '@readiness/contracts/billing';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { testCheckoutKey, useCompleteTestCheckout, useTestCheckout } from '../api.ts';
import { formatCents, PAYMENT_STATUS_LABELS } from '../format.ts';
import { TestModeBadge, TestModeBanner } from '../components/test-mode-banner.tsx';
import { useGoTo } from '../components/use-go-to.ts';

const OUTCOME_LABELS: Record<TTestCheckoutRequest['outcome'], string> = {
  pay: 'Paying...',
  decline: 'Declining...',
  processing: 'Starting payment...',
};

/**
 * /checkout/test/:sessionId: the TEST MODE provider's payment page (the app's own, standing in for Stripe
 * Checkout). Pay, decline, or a payment that settles a few seconds later; then where the billing service says.
 */
export function TestCheckoutPage() {
  useDocumentTitle('TEST MODE Checkout');
  const { sessionId = '' } = useParams();
  const session = useTestCheckout(sessionId);
  const complete = useCompleteTestCheckout(sessionId);
  const queryClient = useQueryClient();
  const goTo = useGoTo();

  // One outcome per page: a double click sends one request (the server answers a second Pay alike anyway).
  const sent = useRef(false);
  const choose = (outcome: TTestCheckoutRequest['outcome']) => {
    if (sent.current) return;
    sent.current = true;
    complete.mutate(outcome, {
      onSuccess: (answer) => goTo(answer.redirectUrl),
      onError: (error) => {
        sent.current = false;
        if (
          hasErrorCode(
            error,
            ERROR_CODES.PAYMENT_SETTLED,
            ERROR_CODES.CHECKOUT_EXPIRED,
            ERROR_CODES.ALREADY_PREMIUM,
          )
        ) {
          void queryClient.invalidateQueries({ queryKey: testCheckoutKey(sessionId) });
          toast.info('Nothing was charged', { description: error.message });
        } else {
          toast.error('Test payment failed', { description: error.message });
        }
      },
    });
  };

  const back = (
    <Button asChild variant="ghost" className="-ml-3 w-fit">
      <Link to="/checkout">
        <ArrowLeft aria-hidden="true" /> Back to Checkout
      </Link>
    </Button>
  );

  if (session.isPending) return <PageSpinner label="Loading the test payment" />;
  if (session.isError) {
    return (
      <div className="mx-auto grid max-w-xl gap-4">
        {back}
        <TestModeBanner />
        <Alert variant="destructive" role="alert">
          <AlertTitle>This test payment could not be opened</AlertTitle>
          <AlertDescription>{session.error.message}</AlertDescription>
        </Alert>
      </div>
    );
  }

  const data = session.data;
  const settled = data.status !== 'open';
  // Nothing to pay here: the buyer holds premium already, or the session can no longer be paid.
  const closed =
    (data.alreadyPremium && (data.status === 'open' || data.status === 'expired')) ||
    data.status === 'expired';
  const pending = complete.isPending || complete.isSuccess;
  const label = (outcome: TTestCheckoutRequest['outcome'], idle: string) =>
    complete.isPending && complete.variables === outcome ? OUTCOME_LABELS[outcome] : idle;

  return (
    <div className="mx-auto grid max-w-xl gap-4">
      {back}
      <TestModeBanner>
        This is the TEST MODE payment page. Choose what the payment does: no card is charged and no money
        moves.
      </TestModeBanner>
      <Card className="border-2 border-dashed border-amber-500/60">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="text-xl font-bold leading-tight tracking-tight">Test payment</h1>
            <TestModeBadge />
          </div>
          <CardDescription>A simulated checkout for {data.productName}.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <dl className="grid gap-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Product</dt>
              <dd className="text-right font-medium">{data.productName} (lifetime)</dd>
            </div>
            {data.discountPercent > 0 ? (
              <>
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">Price</dt>
                  <dd className="tabular-nums">{formatCents(data.listAmount, data.currency)}</dd>
                </div>
                <div className="flex justify-between gap-4 text-success">
                  <dt>
                    Coupon {data.couponCode ?? ''} ({data.discountPercent}%)
                  </dt>
                  <dd className="tabular-nums">
                    {formatCents(data.amount - data.listAmount, data.currency)}
                  </dd>
                </div>
              </>
            ) : null}
            <div className="flex justify-between gap-4 border-t pt-3 text-base font-semibold">
              <dt>Amount</dt>
              <dd className="tabular-nums">{formatCents(data.amount, data.currency)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Status</dt>
              <dd className="font-medium">{PAYMENT_STATUS_LABELS[data.status]}</dd>
            </div>
            <div className="grid gap-1 sm:flex sm:justify-between sm:gap-4">
              <dt className="text-muted-foreground">Session</dt>
              <dd className="font-mono text-xs break-all sm:text-right">{data.sessionId}</dd>
            </div>
          </dl>

          {closed ? (
            <Alert role="status" variant="info">
              {data.alreadyPremium ? <Crown aria-hidden="true" /> : <Clock aria-hidden="true" />}
              <AlertTitle>
                {data.alreadyPremium
                  ? 'You already have Premium; nothing was charged'
                  : 'This checkout has expired; nothing was charged'}
              </AlertTitle>
              <AlertDescription>
                <p>
                  {data.alreadyPremium
                    ? 'Your lifetime access is active, so this payment page is closed.'
                    : 'A checkout can be paid for 30 minutes, and only the latest one you started.'}
                </p>
                <Button asChild className="w-fit">
                  {data.alreadyPremium ? (
                    <Link to="/billing">See your purchases</Link>
                  ) : (
                    <Link to="/checkout">Start again</Link>
                  )}
                </Button>
              </AlertDescription>
            </Alert>
          ) : settled ? (
            <Alert role="status" variant="info">
              <AlertTitle>This test payment is {PAYMENT_STATUS_LABELS[data.status].toLowerCase()}</AlertTitle>
              <AlertDescription>
                <Button asChild className="w-fit">
                  <Link to={`/payment-success?session_id=${encodeURIComponent(data.sessionId)}`}>
                    See the payment result
                  </Link>
                </Button>
              </AlertDescription>
            </Alert>
          ) : (
            <div className="grid gap-2" role="group" aria-label="Test payment outcome">
              <Button size="lg" onClick={() => choose('pay')} disabled={pending}>
                <CheckCircle2 aria-hidden="true" />{' '}
                {label('pay', `Pay ${formatCents(data.amount, data.currency)}`)}
              </Button>
              <Button size="lg" variant="destructive" onClick={() => choose('decline')} disabled={pending}>
                <XCircle aria-hidden="true" /> {label('decline', 'Decline')}
              </Button>
              <Button size="lg" variant="outline" onClick={() => choose('processing')} disabled={pending}>
                <Clock aria-hidden="true" /> {label('processing', 'Simulate processing')}
              </Button>
              <p className="flex items-start gap-2 text-xs text-muted-foreground">
                <CreditCard className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                Simulate processing: a payment that settles a few seconds later, like a bank debit.
              </p>
              {data.expiresAt ? (
                <p className="text-xs text-muted-foreground">
                  This page can be paid until {formatDateTime(data.expiresAt)}.
                </p>
              ) : null}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export default TestCheckoutPage;
