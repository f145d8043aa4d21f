import { useState } from 'react';
import { MailWarning, X } from 'lucide-react';
import type { TUser } from '@readiness/contracts/auth';
import { Button } from '../../../components/ui/button.tsx';
import { useResendVerification } from '../account-email-api.ts';

const dismissedKey = (userId: string) => `verify-email-banner-dismissed:${userId}`;

/**
 * Until the address is confirmed: a reminder with "Send the link again", which the user can dismiss (for this browser
 * session). Nothing in the app waits on it.
 */
export function VerifyEmailBanner({ user }: { user: TUser }) {
  const resend = useResendVerification();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(dismissedKey(user.id)) === '1');
  if (user.emailVerified || dismissed) return null;
  const dismiss = () => {
    sessionStorage.setItem(dismissedKey(user.id), '1');
    setDismissed(true);
  };
  return (
    <div
      role="region"
      aria-label="Confirm your email address"
      className="border-b border-primary/30 bg-primary/5"
    >
      {/* Wraps on a phone: the address is one long word, and the buttons go below the sentence. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 text-sm sm:px-6">
        <MailWarning aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <p className="min-w-0 flex-1 basis-48 [overflow-wrap:anywhere]">
          {resend.isSuccess
            ? resend.data.message
            : resend.isError
              ? resend.error.message
              : `Please confirm your email address: we sent a link to ${user.email}.`}
        </p>
        {!resend.isSuccess && (
          <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? 'Sending…' : 'Send the link again'}
          </Button>
        )}
        <Button
          size="icon"
          variant="ghost"
          aria-label="Dismiss"
          onClick={dismiss}
          className="size-8 shrink-0"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
