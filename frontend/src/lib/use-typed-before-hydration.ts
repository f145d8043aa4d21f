import { useLayoutEffect, type RefObject } from 'react';

/**
 * What a visitor typed into a prerendered form (src/prerender.tsx) before the app took over. React hydrates a field
 * without touching what it holds, but the form's state is still empty, and its next render would empty the field
 * again. On mount, this hands the typed values of `fields` (by their `name`) to `keep`, for the form's state. A
 * form rendered afresh holds only what React put there: nothing is handed.
 */
export function useTypedBeforeHydration<Field extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  fields: readonly Field[],
  keep: (typed: Partial<Record<Field, string>>) => void,
): void {
  // Once, on mount, before anything renders again: only then can a field hold what the app did not put there.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const element = form.elements.namedItem(field);
      if (element instanceof HTMLInputElement && element.value !== element.defaultValue)
        typed[field] = element.value;
    }
    if (Object.keys(typed).length > 0) keep(typed);
  }, []);
}
