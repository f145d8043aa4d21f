import type { ComponentProps, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

/** The browser's own <select> (best on phones and with screen readers), styled like Input. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}

export type OptionSelectProps<T extends string> = Omit<ComponentProps<'select'>, 'children' | 'onChange'> & {
  options: readonly T[];
  labelOf: (option: T) => ReactNode;
} & (
    | { empty?: undefined; onValueChange?: (value: T) => void }
    | { empty: string; onValueChange?: (value: T | '') => void }
  );

/**
 * A NativeSelect of `options`, each shown by `labelOf`, and first an option with the value '' when `empty` names it
 * ("All roles", "Not given"). The chosen value comes back as one of the options (or ''), so no caller casts it.
 */
export function OptionSelect<T extends string>({
  options,
  labelOf,
  empty,
  onValueChange,
  ...props
}: OptionSelectProps<T>) {
  return (
    <NativeSelect {...props} onChange={(event) => onValueChange?.(event.target.value as T)}>
      {empty === undefined ? null : <option value="">{empty}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </NativeSelect>
  );
}
