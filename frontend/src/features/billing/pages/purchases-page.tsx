import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CheckCircle2, Crown, FileDown, RotateCcw, ShoppingBag } from 'lucide-react';
import { toast } from 'sonner';
import type { TPurchase } from '@readiness/contracts/billing';
import { QueryErrorAlert } from '../../../components/query-error.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { downloadPurchaseDocument, useBillingStatus, usePurchases, useRefundPurchase } from '../api.ts';
import { formatCents, formatOptionalDate, purchaseStatusLabel } from '../format.ts';
import { premiumCard, purchaseNote, refundBanner } from '../premium-state.ts';
import { ReceiptDialog } from '../components/receipt-dialog.tsx';
import { TestModeBadge } from '../components/test-mode-banner.tsx';

const STATUS_VARIANT: Record<TPurchase['status'], 'default' | 'secondary' | 'destructive' | 'outline'> = {
  paid: 'default',
  processing: 'secondary',
  open: 'outline',
  failed: 'destructive',
  expired: 'outline',
  refunded: 'secondary',
  disputed: 'destructive',
};

type RefundMutation = ReturnType<typeof useRefundPurchase>;

/*
 * The refund mutation lives on the page, not in the row: a refunded purchase's row loses its button (and this
 * dialog) as soon as the list is read again, and the page must still say what happened.
 */
function RefundButton({ purchase, refund }: { purchase: TPurchase; refund: RefundMutation }) {
  const [open, setOpen] = useState(false);
  const amount = formatCents(purchase.amount, purchase.currency);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (refund.isPending) return;
        if (next) refund.reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <RotateCcw aria-hidden="true" /> Get a refund
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund {amount} and end Premium?</DialogTitle>
          <DialogDescription>
            The 30-day money-back guarantee refunds this purchase in full
            {purchase.testMode ? ' (TEST MODE: no money moves)' : ' to the card you paid with'}. Your Premium
            access ends at once: the full assessment, benchmarks, roadmap, reports and guides lock again. A
            purchase can be refunded once.
          </DialogDescription>
        </DialogHeader>
        {refund.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>The refund did not go through</AlertTitle>
            <AlertDescription>{refund.error.message}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={refund.isPending}>
              Keep Premium
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={refund.isPending}
            onClick={() =>
              refund.mutate(purchase.id, {
                onSuccess: () => setOpen(false),
              })
            }
          >
            {refund.isPending ? 'Refunding...' : `Refund ${amount}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Downloads one of the purchase's PDFs; a failure is said in a toast. */
function DocumentButton({
  purchase,
  kind,
  number,
}: {
  purchase: TPurchase;
  kind: 'invoice' | 'credit-note';
  number: string;
}) {
  const [busy, setBusy] = useState(false);
  const label = kind === 'invoice' ? 'Invoice' : 'Credit note';
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={`Download ${label.toLowerCase()} ${number} (PDF)`}
      onClick={() => {
        setBusy(true);
        downloadPurchaseDocument(purchase.id, kind, number)
          .catch((error: unknown) =>
            toast.error(`The ${label.toLowerCase()} could not be downloaded`, {
              description: error instanceof Error ? error.message : undefined,
            }),
          )
          .finally(() => setBusy(false));
      }}
    >
      <FileDown aria-hidden="true" /> {busy ? 'Downloading...' : label}
    </Button>
  );
}

function PurchaseRow({ purchase, refund }: { purchase: TPurchase; refund: RefundMutation }) {
  const paid = purchase.paidAt !== null;
  const note = purchaseNote(purchase);
  return (
    <li className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{purchase.productName}</span>
          <Badge variant={STATUS_VARIANT[purchase.status]} data-testid="purchase-status">
            {purchaseStatusLabel(purchase)}
          </Badge>
          {purchase.testMode ? <TestModeBadge /> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {formatOptionalDate(purchase.paidAt ?? purchase.createdAt)} ·{' '}
          <span className="font-medium text-foreground tabular-nums">
            {formatCents(purchase.amount, purchase.currency)}
          </span>
          {purchase.discountPercent > 0
            ? ` (${purchase.discountPercent}% off${purchase.couponCode ? ` with ${purchase.couponCode}` : ''})`
            : ''}
          {purchase.provider === 'coupon' ? ' · staff coupon' : ''}
        </p>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {paid ? <ReceiptDialog purchaseId={purchase.id} /> : null}
        {purchase.invoiceNumber ? (
          <DocumentButton purchase={purchase} kind="invoice" number={purchase.invoiceNumber} />
        ) : null}
        {purchase.creditNoteNumber ? (
          <DocumentButton purchase={purchase} kind="credit-note" number={purchase.creditNoteNumber} />
        ) : null}
        {purchase.canRefund ? <RefundButton purchase={purchase} refund={refund} /> : null}
      </div>
    </li>
  );
}

/** /billing: the purchase history, receipts and the 30-day money-back guarantee. */
export function PurchasesPage() {
  useDocumentTitle('Purchases & Receipts');
  const purchases = usePurchases();
  const status = useBillingStatus();
  const refund = useRefundPurchase();
  const refunded = refund.data;

  const premium = status.data?.premium;
  const card = premium ? premiumCard(premium, purchases.data?.purchases ?? []) : null;
  // The banner waits for billing's status read after the refund, so that it and the card say the same thing.
  const banner = refunded && premium && !status.isFetching ? refundBanner(refunded, premium.active) : null;

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Button asChild variant="ghost" className="-ml-3 w-fit">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" /> Back to Dashboard
        </Link>
      </Button>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Purchases &amp; Receipts</h1>
        <p className="mt-1 text-muted-foreground">
          Your AI Readiness Premium purchases, their receipts and the 30-day money-back guarantee.
        </p>
      </div>

      {banner ? (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>{banner.title}</AlertTitle>
          <AlertDescription>
            <p>{banner.text}</p>
          </AlertDescription>
        </Alert>
      ) : null}

      {card ? (
        <Card>
          <CardHeader>
            <div className="flex items-center gap-2">
              <Crown className="size-5 text-primary" aria-hidden="true" />
              <CardTitle>{card.title}</CardTitle>
            </div>
            <CardDescription>{card.description}</CardDescription>
          </CardHeader>
          {!card.canUpgrade ? null : (
            <CardContent>
              <Button asChild>
                <Link to="/checkout">Upgrade to Premium</Link>
              </Button>
            </CardContent>
          )}
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Purchase history</CardTitle>
        </CardHeader>
        <CardContent>
          {purchases.isPending ? (
            <PageSpinner label="Loading your purchases" />
          ) : purchases.isError ? (
            <QueryErrorAlert title="Your purchases could not be loaded" query={purchases} />
          ) : purchases.data.purchases.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-6 text-center">
              <ShoppingBag className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">No purchases yet</p>
              <p className="text-sm text-muted-foreground">Premium purchases and their receipts show here.</p>
            </div>
          ) : (
            <ul className="grid gap-3" aria-label="Purchases">
              {purchases.data.purchases.map((purchase) => (
                <PurchaseRow key={purchase.id} purchase={purchase} refund={refund} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export default PurchasesPage;
