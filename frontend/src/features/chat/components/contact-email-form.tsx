import { useId, useState, type FormEvent } from 'react';
import type { TChatSession } from '@readiness/contracts/chat';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { sendFailureText, setChatContactEmail } from '../api.ts';
import type { StoredChatSession } from '../storage.ts';

/**
 * Under a signed-out visitor's handed-off conversation: an address for the answer, so that they need not keep the
 * page open. The person's reply is emailed there when the visitor is not in the chat. Optional, and can be taken
 * away; a signed-in user's answers go to their account's address and never see this.
 */
export function ContactEmailForm({
  session,
  contactEmail,
  onSaved,
}: {
  session: StoredChatSession;
  contactEmail: string | null;
  onSaved: (found: TChatSession) => void;
}) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(value: string | null) {
    setSaving(true);
    setError(null);
    try {
      onSaved(await setChatContactEmail(session, value));
      setEmail('');
    } catch (failure) {
      setError(
        isApiError(failure, 400)
          ? 'Enter a valid email address, like name@example.com.'
          : sendFailureText(failure).replace(
              'Your message could not be sent',
              'The address could not be saved',
            ),
      );
    } finally {
      setSaving(false);
    }
  }

  if (contactEmail)
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground" role="status">
        <span>
          A person answers here; if you are away, we email the answer to{' '}
          <span className="font-medium text-foreground">{contactEmail}</span>.
        </span>
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0 text-xs"
          onClick={() => void save(null)}
          disabled={saving}
        >
          Remove
        </Button>
      </p>
    );

  return (
    <form
      className="space-y-1"
      aria-label="Email me the answer"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        const value = email.trim();
        if (!value) {
          setError('Enter your email address.');
          return;
        }
        void save(value);
      }}
    >
      <label htmlFor={inputId} className="block text-xs text-muted-foreground">
        A person answers here, usually within one business day. Not staying? We can email you the answer
        (optional):
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          placeholder="name@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="h-8 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
        />
        <Button type="submit" size="sm" variant="outline" disabled={saving}>
          {saving ? 'Saving...' : 'Email me'}
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="text-xs text-destructive" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
