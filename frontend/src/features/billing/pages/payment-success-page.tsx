import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CheckCircle2, Clock, Crown, Mail, XCircle } from 'lucide-react';
import type { TPaymentSession } from '@readiness/contracts/billing';
import { isPremiumTier } from '@readiness/contracts/premium';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { refreshAfterEntitlementChange, useVerifyPayment, waitForTier } from '../api.ts';
import { formatCents, PAYMENT_STATUS_LABELS, SUPPORT_EMAIL } from '../format.ts';
import { TestModeBadge } from '../components/test-mode-banner.tsx';
import { returnPlace } from '../return-after-checkout.ts';

function StateCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader className="items-center text-center">
        {icon}
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      {children ? <CardContent className="grid gap-5">{children}</CardContent> : null}
    </Card>
  );
}

function SessionDetails({ session }: { session: TPaymentSession }) {
  return (
    <dl className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Product</dt>
        <dd className="text-right font-medium">{session.productName}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Amount</dt>
        <dd className="font-medium tabular-nums">{formatCents(session.amount, session.currency)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Status</dt>
        <dd className="flex items-center gap-2 font-medium">
          {PAYMENT_STATUS_LABELS[session.status]}
          {session.testMode ? <TestModeBadge /> : null}
        </dd>
      </div>
      <div className="grid gap-1 sm:flex sm:justify-between sm:gap-4">
        <dt className="text-muted-foreground">Transaction ID</dt>
        <dd className="font-mono text-xs break-all sm:text-right">{session.id}</dd>
      </div>
    </dl>
  );
}

function FailureState({ message, session }: { message: string; session?: TPaymentSession | undefined }) {
  const subject = encodeURIComponent(
    session ? `Payment problem (transaction ${session.id})` : 'Payment verification problem',
  );
  return (
    <StateCard
      icon={<XCircle className="size-12 text-destructive" aria-hidden="true" />}
      title="Payment not completed"
      description={message}
    >
      {session ? <SessionDetails session={session} /> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to="/dashboard">Return to Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <a href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`}>
            <Mail aria-hidden="true" /> Contact Support
          </a>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/checkout">Try again</Link>
        </Button>
      </div>
    </StateCard>
  );
}

/** Where to go next: back where the upgrade was chosen (see return-after-checkout.ts), else the dashboard. */
function SuccessActions() {
  const [place] = useState(returnPlace);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
      {place ? (
        <Button asChild>
          <Link to={place.to}>{place.label}</Link>
        </Button>
      ) : null}
      <Button asChild variant={place ? 'outline' : 'default'}>
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
      {place ? null : (
        <Button asChild variant="outline">
          <Link to="/resources">Browse Premium Resources</Link>
        </Button>
      )}
    </div>
  );
}

/** /payment-success?session_id=…: verifies the checkout session with billing, then success or failure. */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id')?.trim() || null;
  const verify = useVerifyPayment(sessionId);
  const queryClient = useQueryClient();
  const answer = verify.data;
  const succeeded = answer?.success === true;
  const processing = answer?.session.status === 'processing';

  useDocumentTitle(succeeded ? 'Payment Successful' : 'Payment');

  // Each toast once per visit (a StrictMode double effect or a refetch must not repeat it).
  const told = useRef(new Set<string>());

  useEffect(() => {
    if (sessionId === null) {
      if (told.current.has('missing')) return;
      told.current.add('missing');
      toast.error('Payment Verification Error', {
        description: 'No payment session found. Please contact support if you completed a payment.',
      });
    }
  }, [sessionId]);

  useEffect(() => {
    if (verify.isError) {
      if (told.current.has('error')) return;
      told.current.add('error');
      toast.error('Verification Error', { description: 'Unable to verify payment. Please contact support.' });
    }
  }, [verify.isError]);

  useEffect(() => {
    if (!succeeded || told.current.has('success')) return;
    told.current.add('success');
    toast.success('Payment Successful!', { description: 'Your premium features have been activated.' });
    // Premium changes what every screen shows: read it all again, and wait for the tier to follow.
    void refreshAfterEntitlementChange(queryClient).then(() => waitForTier(queryClient, isPremiumTier));
  }, [succeeded, queryClient]);

  if (sessionId === null) {
    return (
      <FailureState message="No payment session found. Please contact support if you completed a payment." />
    );
  }

  if (verify.isPending) {
    return (
      <StateCard
        icon={<Spinner className="size-12" label="Verifying your payment" />}
        title="Verifying your payment..."
        description="Confirming your payment with our payment provider. This takes a few seconds."
      />
    );
  }

  if (verify.isError) {
    return <FailureState message={`Unable to verify payment: ${verify.error.message}`} />;
  }

  const session = answer!.session;

  if (processing) {
    return (
      <StateCard
        icon={<Clock className="size-12 text-primary" aria-hidden="true" />}
        title="Payment processing"
        description={
          <span role="status">
            Your payment is still being processed by the provider. We check again every few seconds; Premium
            switches on by itself once it clears. You can leave this page safely.
          </span>
        }
      >
        <SessionDetails session={session} />
        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" label="Checking again" /> Checking again...
        </p>
        <Button asChild variant="outline" className="w-full sm:w-fit sm:justify-self-center">
          <Link to="/dashboard">Return to Dashboard</Link>
        </Button>
      </StateCard>
    );
  }

  if (session.refundReason === 'duplicate-payment') {
    return (
      <StateCard
        icon={<Crown className="size-12 text-primary" aria-hidden="true" />}
        title="You already have Premium"
        description={`You already had Premium, so this second payment of ${formatCents(session.amount, session.currency)} was refunded in full automatically. Nothing more was charged.`}
      >
        <SessionDetails session={session} />
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/billing">Purchase history</Link>
          </Button>
        </div>
      </StateCard>
    );
  }

  if (!succeeded) {
    const message =
      answer!.error ??
      (session.status === 'open'
        ? 'The payment was not completed.'
        : `The payment is ${PAYMENT_STATUS_LABELS[session.status].toLowerCase()}.`);
    return <FailureState message={message} session={session} />;
  }

  return (
    <StateCard
      icon={<CheckCircle2 className="size-12 text-success" aria-hidden="true" />}
      title="Payment Successful!"
      description="Your premium features have been activated. Welcome to AI Readiness Premium: lifetime access."
    >
      <SessionDetails session={session} />
      <SuccessActions />
      <p className="text-center text-sm text-muted-foreground">
        Your receipt is in your{' '}
        <Link className="font-medium text-primary underline underline-offset-4" to="/billing">
          purchase history
        </Link>
        . 30-day money-back guarantee.
      </p>
    </StateCard>
  );
}

export default PaymentSuccessPage;
