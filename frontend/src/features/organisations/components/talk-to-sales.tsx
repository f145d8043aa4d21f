import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Building2 } from 'lucide-react';
import { useCurrentUser } from '../../auth/api.ts';
import { fetchFormToken, submitRequest } from '../../whitelabel/api.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

type Token = { formToken: string; readyAt: number };

/**
 * "Talk to sales" for the enterprise tier: the white-label request form's "demo" request, which lands in the admin's
 * leads list; an admin then sets the organisation to enterprise.
 */
export function TalkToSales({
  organisation,
  variant = 'outline',
}: {
  organisation?: { id: string; name: string; memberCount: number } | undefined;
  variant?: ButtonProps['variant'];
}) {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [token, setToken] = useState<Token | null>(null);
  const [company, setCompany] = useState(organisation?.name ?? user?.company ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState(
    organisation
      ? `Enterprise tier for our organisation "${organisation.name}" (${organisation.memberCount} ${organisation.memberCount === 1 ? 'member' : 'members'} so far, id ${organisation.id}).`
      : 'Enterprise tier for our leadership team.',
  );
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const openChange = (next: boolean) => {
    setOpen(next);
    setError(null);
    if (next && !token)
      fetchFormToken().then(
        (answer) =>
          setToken({ formToken: answer.formToken, readyAt: Date.now() + answer.minFillSeconds * 1000 + 250 }),
        (failure: Error) => setError(failure.message),
      );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!company.trim()) return setError('Enter your organisation’s name.');
    if (!email.trim()) return setError('Enter an email address we can answer.');
    if (!token) return setError('The form is still loading: try again in a moment.');
    setError(null);
    setSending(true);
    try {
      const wait = token.readyAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await submitRequest({
        companyName: company.trim(),
        contactEmail: email.trim(),
        phone: phone.trim() || undefined,
        primaryGoals: message.trim() || undefined,
        requestType: 'demo',
        formToken: token.formToken,
      });
      setOpen(false);
      setToken(null);
      toast.success('Request sent', { description: 'Our sales team will email you within one working day.' });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <Building2 aria-hidden="true" /> Talk to sales
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Talk to sales about Enterprise</DialogTitle>
          <DialogDescription>
            Enterprise removes the member limit and gives every member Premium features for the organisation’s
            work. Tell us who you are and we will get back to you.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <Field label="Organisation">
            {(c) => (
              <Input
                {...c}
                value={company}
                autoComplete="organization"
                onChange={(e) => setCompany(e.target.value)}
              />
            )}
          </Field>
          <Field label="Email">
            {(c) => (
              <Input
                {...c}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <Field label="Phone" optional>
            {(c) => (
              <Input
                {...c}
                type="tel"
                autoComplete="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            )}
          </Field>
          <Field label="What you need" optional>
            {(c) => <Textarea {...c} rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />}
          </Field>
          {error ? (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending...' : 'Send request'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
