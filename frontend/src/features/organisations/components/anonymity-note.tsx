import { Eye, EyeOff } from 'lucide-react';
import type { TRoundAnonymity } from '@readiness/contracts/org-rounds';

/** Tells participants and readers which kind of round it is. */
export function AnonymityNote({ anonymity }: { anonymity: TRoundAnonymity }) {
  return anonymity === 'anonymous' ? (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Anonymous round: nobody sees who answered what, only medians and spreads.
    </p>
  ) : (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Named round: members see each person’s level per dimension.
    </p>
  );
}
