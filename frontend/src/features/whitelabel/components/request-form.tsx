import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { TWhitelabelPlanId, TWhitelabelPlans } from '@readiness/contracts/whitelabel';
import {
  WHITELABEL_CRMS,
  WHITELABEL_INDUSTRIES,
  WHITELABEL_VOLUMES,
} from '@readiness/contracts/whitelabel-options';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { fetchFormToken, isValidPhone, submitRequest } from '../api.ts';
import { CRM_LABELS, INDUSTRY_LABELS, VOLUME_LABELS } from '../content.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { InputField } from '../../../components/ui/input-field.tsx';

export type RequestType = 'deployment' | 'demo';

type Token = { formToken: string; readyAt: number };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Get Started: the request form (stored and acknowledged by the chat service). Bots are kept out without a
 * third-party captcha: a signed form token fetched when the form is shown (a submission is accepted a few seconds
 * later; sooner, this form waits those seconds itself) and a hidden honeypot field people never fill.
 */
export function RequestForm({
  plans,
  plan,
  onPlanChange,
  requestType,
  onRequestTypeChange,
  focusKey,
}: {
  plans: TWhitelabelPlans['plans'] | undefined;
  plan: TWhitelabelPlanId;
  onPlanChange: (plan: TWhitelabelPlanId) => void;
  requestType: RequestType;
  onRequestTypeChange: (type: RequestType) => void;
  /** Changes when Schedule Demo asks for the form: focus goes to its first field. */
  focusKey: number;
}) {
  const companyRef = useRef<HTMLInputElement>(null);
  const [token, setToken] = useState<Token | null>(null);
  const [errors, setErrors] = useState<{ companyName?: string; contactEmail?: string; phone?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const loadToken = async () => {
    const answer = await fetchFormToken();
    setToken({ formToken: answer.formToken, readyAt: Date.now() + answer.minFillSeconds * 1000 + 250 });
  };

  useEffect(() => {
    loadToken().catch((error: unknown) =>
      setFailure(
        `The form could not be prepared: ${error instanceof Error ? error.message : 'unknown error'}`,
      ),
    );
  }, []);

  useEffect(() => {
    if (focusKey > 0) companyRef.current?.focus();
  }, [focusKey]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => {
      const field = data.get(name);
      return typeof field === 'string' ? field.trim() : '';
    };
    const found: typeof errors = {};
    if (!value('companyName')) found.companyName = 'Company name is required';
    if (!value('contactEmail')) found.contactEmail = 'Contact email is required';
    else if (!EMAIL.test(value('contactEmail')))
      found.contactEmail = 'Enter an email address like name@company.com';
    // The contract's own rule, so the form says what the server would refuse. Its schema is there already: the
    // form is sent with the token, read with the same schemas.
    if (!(await isValidPhone(value('phone'))))
      found.phone = 'Enter a phone number: digits, spaces, +, brackets or dashes (7 to 15 digits)';
    setErrors(found);
    setFailure(null);
    const firstWrong = (['companyName', 'contactEmail', 'phone'] as const).find((name) => found[name]);
    if (firstWrong) {
      const field = form.elements.namedItem(firstWrong);
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    if (!token) return;
    setSending(true);
    try {
      // A person who fills the form faster than the server accepts waits those seconds here.
      const wait = token.readyAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const ack = await submitRequest({
        companyName: value('companyName'),
        contactEmail: value('contactEmail'),
        phone: value('phone'),
        industry: value('industry') as never,
        currentCRM: value('currentCRM') as never,
        monthlyVolume: value('monthlyVolume') as never,
        primaryGoals: value('primaryGoals'),
        selectedPlan: plan,
        requestType,
        formToken: token.formToken,
        website: value('website'),
      });
      setDone(ack.message);
    } catch (error) {
      if (hasErrorCode(error, ERROR_CODES.FORM_TOKEN_INVALID)) {
        setFailure('This form was open too long. Please send it again.');
        await loadToken().catch(() => undefined);
      } else setFailure(error instanceof Error ? error.message : 'Your request could not be sent.');
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="rounded-lg border border-border p-6">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 className="size-5 text-green-600 dark:text-green-400" aria-hidden="true" />
          {requestType === 'demo' ? 'Demo request received' : 'Request received'}
        </p>
        <p className="mt-2 text-sm">{done}</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="White-label request"
      className="grid gap-4"
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">I would like</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['deployment', 'demo'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="radio"
                name="requestType"
                value={type}
                checked={requestType === type}
                onChange={() => onRequestTypeChange(type)}
                className="size-4 accent-primary"
              />
              {type === 'demo' ? 'A demo' : 'My own assistant'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Company name"
          error={errors.companyName}
          ref={companyRef}
          name="companyName"
          autoComplete="organization"
          required
          maxLength={200}
        />
        <InputField
          label="Contact email"
          error={errors.contactEmail}
          name="contactEmail"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
        />
        <InputField
          label="Phone"
          optional
          error={errors.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+1 555 010 0100"
          maxLength={40}
        />
        <SelectField
          label="Industry"
          optional
          name="industry"
          defaultValue=""
          options={WHITELABEL_INDUSTRIES}
          labelOf={(id) => INDUSTRY_LABELS[id]}
          empty="Select your industry"
        />
        <SelectField
          label="Current CRM"
          optional
          name="currentCRM"
          defaultValue=""
          options={WHITELABEL_CRMS}
          labelOf={(id) => CRM_LABELS[id]}
          empty="Select your CRM"
        />
        <SelectField
          label="Monthly conversation volume"
          optional
          name="monthlyVolume"
          defaultValue=""
          options={WHITELABEL_VOLUMES}
          labelOf={(id) => VOLUME_LABELS[id]}
          empty="Select a volume"
        />
        <Field label="Plan">
          {(control) => (
            <NativeSelect
              {...control}
              name="selectedPlan"
              value={plan}
              onChange={(event) => onPlanChange(event.target.value as TWhitelabelPlanId)}
            >
              {(plans ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} (${p.priceMonthly}/month)
                </option>
              ))}
              {!plans && <option value={plan}>{plan}</option>}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field label="Primary goals" optional>
        {(control) => <Textarea {...control} name="primaryGoals" rows={3} maxLength={2000} />}
      </Field>
      {/* The honeypot: hidden from people (and from assistive technology), left empty by them. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Website
          <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Not sent</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" disabled={sending || !token} className="justify-self-start">
        {sending ? 'Sending...' : requestType === 'demo' ? 'Request a Demo' : 'Get Started'}
      </Button>
    </form>
  );
}
