import type { ComponentProps, KeyboardEvent } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils.ts';

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * Arrow keys move AND select in one synchronous step (WAI-ARIA radio group): the radio that takes focus is the
 * one checked, however fast the keys are pressed. Radix moves focus a tick after keydown and checks only while the
 * key is still down, so a quick press could leave the focus ring on one level while another was saved.
 */
function moveAndSelect(event: KeyboardEvent<HTMLDivElement>) {
  const forward = NEXT_KEYS.has(event.key);
  if (!forward && !PREVIOUS_KEYS.has(event.key)) return;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const radios = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]:not([disabled])'),
  ];
  const index = radios.indexOf(event.target as HTMLButtonElement);
  if (index < 0 || radios.length === 0) return;
  event.preventDefault();
  event.stopPropagation();
  const next = radios[(index + (forward ? 1 : -1) + radios.length) % radios.length]!;
  next.focus();
  next.click();
}

/** A group of radios: Tab enters it, arrow keys move and select (synchronously, see moveAndSelect), Space selects. */
export function RadioGroup({
  className,
  onKeyDownCapture,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      className={cn('grid gap-2', className)}
      onKeyDownCapture={(event) => {
        onKeyDownCapture?.(event);
        if (!event.defaultPrevented) moveAndSelect(event);
      }}
      {...props}
    />
  );
}

/** The round control itself; label it with a <label htmlFor> or aria-labelledby. */
export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'peer grid size-5 shrink-0 place-items-center rounded-full border-2 border-input bg-background transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
    </RadioGroupPrimitive.Item>
  );
}
