import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatUsd, orderTotals } from '../format.ts';

/** Spec section 9: $49.00, discount = 49 × percent / 100, total, each to 2 decimals. */
export function OrderSummary({
  productName,
  percent,
  children,
}: {
  productName: string;
  percent: number;
  children: ReactNode;
}) {
  const { subtotal, discount, total } = orderTotals(percent);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt>{productName} (lifetime)</dt>
            <dd className="tabular-nums" data-testid="subtotal">
              {formatUsd(subtotal)}
            </dd>
          </div>
          {percent > 0 ? (
            <div className="flex justify-between gap-4 text-success">
              <dt>Staff discount ({percent}%)</dt>
              <dd className="tabular-nums" data-testid="discount">
                {formatUsd(-discount)}
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 border-t pt-3 text-base font-semibold">
            <dt>Total due today</dt>
            <dd className="tabular-nums" data-testid="total">
              {formatUsd(total)}
            </dd>
          </div>
        </dl>
        {children}
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted-foreground">
          <Lock className="size-3.5 shrink-0" aria-hidden="true" /> One-time payment · 30-day money-back
          guarantee
        </p>
      </CardContent>
    </Card>
  );
}
