/*
 * The sign-in and registration forms' rules come with the contracts' schemas and zod (validation.ts, about 27 KB
 * gzipped), which /auth does not need to show its forms: Lighthouse's slow 4G turned them into paint time (issue
 * 26). They load when the visitor starts on a form (focus, typing) and, at the latest, when the form is sent.
 */
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
