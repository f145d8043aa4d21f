import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/utils.ts';

export const alertVariants = cva(
  'grid gap-1 rounded-lg border p-4 text-sm [overflow-wrap:anywhere] has-[>svg]:grid-cols-[1rem_1fr] has-[>svg]:gap-x-3 [&>svg~*]:col-start-2 [&>svg]:size-4 [&>svg]:translate-y-0.5',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground [&>svg]:text-primary',
        info: 'border-primary/30 bg-primary/5 text-foreground [&>svg]:text-primary',
        destructive: 'border-destructive/50 bg-destructive/5 text-foreground [&>svg]:text-destructive',
        success: 'border-success/50 bg-success/5 text-foreground [&>svg]:text-success',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/**
 * A panel that stands out from the page: a message, a result, a refusal. Give it `role="alert"` when it appears
 * in answer to an action the user should hear about at once, `role="status"` for quieter news. An icon first
 * (an svg) sits in its own column beside the rest. Its text breaks anywhere it must: an email address or a link
 * in a message wraps inside the panel instead of widening the page on a phone.
 */
export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-semibold leading-tight', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-2 text-muted-foreground', className)} {...props} />;
}
