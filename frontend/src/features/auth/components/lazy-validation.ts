/*
 * The sign-in and registration forms' rules come with the contracts' schemas and zod (validation.ts, about 27 KB
 * gzipped), which /auth does not need to show its forms: Lighthouse's slow 4G turned them into paint time (issue
 * 26). They load when the visitor starts on a form (focus, typing) and, at the latest, when the form is sent.
 */
import { useRef, type FormEvent, type RefObject } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { FieldErrors } from './validation.ts';

type Validation = typeof import('./validation.ts');

let loaded: Validation | undefined;
let loading: Promise<Validation> | undefined;

/** Starts loading the rules (once); a failure is left to the next call, at the form's sending. */
export function loadValidation(): Promise<Validation> {
  loading ??= import('./validation.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the rules, without waiting (a form's first focus). */
export function preloadValidation(): void {
  loadValidation().catch(() => undefined);
}

/** Runs `check` with the rules: at once when they are there, else once they have loaded. */
export function withValidation(check: (validation: Validation) => void): Promise<void> {
  if (loaded) {
    check(loaded);
    return Promise.resolve();
  }
  return loadValidation().then(check);
}

/**
 * A form's submit handler once its rules may still be loading: checks the values with `check` (its errors shown,
 * the first invalid field focused), then calls `send`. A second press while the rules load sends nothing more; a
 * failure to load them is shown as a `failure` toast.
 */
export function useCheckedSubmit<K extends string>(options: {
  formRef: RefObject<HTMLFormElement | null>;
  check: (validation: Validation) => FieldErrors<K>;
  setErrors: (errors: FieldErrors<K>) => void;
  send: () => void;
  failure: string;
}): (event: FormEvent<HTMLFormElement>) => void {
  const checking = useRef(false);
  return (event) => {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    withValidation((validation) => {
      const found = options.check(validation);
      options.setErrors(found);
      const firstInvalid = Object.keys(found)[0];
      if (firstInvalid) {
        options.formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
        return;
      }
      options.send();
    })
      .catch((error: unknown) => {
        toast.error(options.failure, { description: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => (checking.current = false));
  };
}
