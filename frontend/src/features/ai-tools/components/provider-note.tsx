import { WifiOff } from 'lucide-react';

/** Says who answered when it was the built-in offline provider (no AI model configured on the server). */
export function ProviderNote({ offline, model }: { offline: boolean; model: string | null }) {
  if (!offline) return model ? <p className="text-xs text-muted-foreground">Answered by {model}.</p> : null;
  return (
    <p className="flex items-start gap-2 text-xs text-muted-foreground">
      <WifiOff className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      Answered by the built-in offline provider (no AI model is configured), from vetted templates and rules.
    </p>
  );
}
