import { useState } from 'react';
import { Printer, ReceiptText } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useReceipt } from '../api.ts';
import { formatCents, formatOptionalDate, PAYMENT_STATUS_LABELS } from '../format.ts';
import { TestModeBadge } from './test-mode-banner.tsx';
import { QueryErrorAlert } from '../../../components/query-error.tsx';

/** A purchase's receipt, read when the dialog opens. */
export function ReceiptDialog({ purchaseId }: { purchaseId: string }) {
  const [open, setOpen] = useState(false);
  const receipt = useReceipt(purchaseId, open);
  const data = receipt.data;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ReceiptText aria-hidden="true" /> Receipt
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Receipt{data ? ` ${data.receiptNumber}` : ''}</DialogTitle>
          <DialogDescription>
            {data ? `${data.seller} · issued ${formatOptionalDate(data.issuedAt)}` : 'Your purchase receipt'}
          </DialogDescription>
        </DialogHeader>
        {receipt.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading the receipt" />
          </div>
        ) : receipt.isError ? (
          <QueryErrorAlert title="The receipt could not be loaded" query={receipt} size="sm" />
        ) : data ? (
          <div className="grid gap-4 text-sm">
            {data.testMode ? (
              <p className="flex items-center gap-2">
                <TestModeBadge /> Made in TEST MODE: no money moved.
              </p>
            ) : null}
            <dl className="grid gap-1.5">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Billed to</dt>
                <dd className="break-all text-right">{data.buyerEmail}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Paid on</dt>
                <dd>{formatOptionalDate(data.paidAt)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Status</dt>
                <dd>{PAYMENT_STATUS_LABELS[data.status]}</dd>
              </div>
              {data.transactionId ? (
                <div className="grid gap-1 sm:flex sm:justify-between sm:gap-4">
                  <dt className="text-muted-foreground">Transaction ID</dt>
                  <dd className="font-mono text-xs break-all sm:text-right">{data.transactionId}</dd>
                </div>
              ) : null}
            </dl>
            <table className="w-full text-left">
              <caption className="sr-only">Receipt lines</caption>
              <thead className="border-b text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1.5 font-medium">
                    Description
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => (
                  <tr key={line.description} className="border-b">
                    <td className="py-1.5 pr-4">{line.description}</td>
                    <td className="py-1.5 text-right tabular-nums">
                      {formatCents(line.amount, data.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className="pt-2 font-normal text-muted-foreground">
                    Subtotal
                  </th>
                  <td className="pt-2 text-right tabular-nums">
                    {formatCents(data.subtotal, data.currency)}
                  </td>
                </tr>
                {data.discount > 0 ? (
                  <tr>
                    <th scope="row" className="font-normal text-muted-foreground">
                      Discount
                    </th>
                    <td className="text-right tabular-nums">{formatCents(-data.discount, data.currency)}</td>
                  </tr>
                ) : null}
                <tr className="text-base font-semibold">
                  <th scope="row" className="pt-1">
                    Total
                  </th>
                  <td className="pt-1 text-right tabular-nums">{formatCents(data.total, data.currency)}</td>
                </tr>
                {data.refund ? (
                  <tr className="text-destructive">
                    <th scope="row" className="font-normal">
                      Refunded {formatOptionalDate(data.refund.refundedAt)}
                    </th>
                    <td className="text-right tabular-nums">
                      {formatCents(-data.refund.amount, data.currency)}
                    </td>
                  </tr>
                ) : null}
              </tfoot>
            </table>
            <Button variant="outline" className="w-fit" onClick={() => window.print()}>
              <Printer aria-hidden="true" /> Print
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
