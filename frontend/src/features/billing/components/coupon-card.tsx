import type { FormEvent } from 'react';
import { CheckCircle2, Ticket } from 'lucide-react';
import { COUPON_CODE_MAX_LENGTH } from '@readiness/contracts/billing';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

/**
 * What the "Coupon Valid!" toast says: the coupon's description when it names the discount itself ("50% staff
 * discount applied"), else the description and the percent ("Partner programme: 25% off applied"), never the
 * percent twice.
 */
export function couponAppliedText(percent: number, description?: string): string {
  const named = description?.trim();
  if (!named) return `${percent}% off applied`;
  return named.includes(`${percent}%`) ? `${named} applied` : `${named}: ${percent}% off applied`;
}

/** Spec section 5: the code is trimmed and upper-cased as typed. */
export const normalizeCouponCode = (value: string) => value.trim().toUpperCase();

/**
 * The staff coupon card. The page owns the code and the discount; Apply is disabled while the code is empty or
 * being checked, and nothing is sent for an empty code.
 */
export function CouponCard({
  code,
  onCodeChange,
  onApply,
  checking,
  appliedPercent,
  disabled = false,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  onApply: (code: string) => void;
  checking: boolean;
  appliedPercent: number;
  disabled?: boolean;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code && !checking) onApply(code);
  };
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <Ticket className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <CardTitle>Staff coupon</CardTitle>
        </div>
        <CardDescription>Have a staff or partner code? Apply it before you pay.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} aria-label="Staff coupon" className="grid gap-2">
          <Label htmlFor="coupon-code">Coupon code</Label>
          <div className="flex gap-2">
            <Input
              id="coupon-code"
              value={code}
              onChange={(event) => onCodeChange(normalizeCouponCode(event.target.value))}
              placeholder="Enter code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={COUPON_CODE_MAX_LENGTH}
              disabled={disabled}
              className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
            />
            <Button type="submit" variant="outline" disabled={!code || checking || disabled}>
              {checking ? 'Checking...' : 'Apply'}
            </Button>
          </div>
          {appliedPercent > 0 ? (
            <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-success">
              <CheckCircle2 className="size-4" aria-hidden="true" /> {appliedPercent}% discount applied
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
