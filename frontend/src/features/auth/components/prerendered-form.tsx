import { useRef, useState, type ComponentProps, type RefObject } from 'react';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration.ts';
import type { FieldErrors } from './validation.ts';
import { InputField, type FieldFrame } from '../../../components/ui/input-field.tsx';

export type TextForm<V extends Record<string, string>> = {
  values: V;
  errors: FieldErrors<keyof V & string>;
  setErrors: (errors: FieldErrors<keyof V & string>) => void;
  formRef: RefObject<HTMLFormElement | null>;
  /** Puts what was typed in `name` into the values, and takes that field's error away. */
  update: (name: keyof V & string) => (event: { target: { value: string } }) => void;
};

/**
 * The state of a form of text fields that is also prerendered (the sign-in and register forms on /auth): its values,
 * each field's error (gone as soon as that field is edited), and what a visitor typed before the app took over.
 */
export function usePrerenderedForm<V extends Record<string, string>>(initial: () => V): TextForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, Object.keys(values) as (keyof V & string)[], (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
  const update = (name: keyof V & string) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  return { values, errors, setErrors, formRef, update };
}

/** A labelled text input bound to one of a form's values, showing that field's error. */
export function TextField<V extends Record<string, string>>({
  form,
  name,
  ...field
}: {
  form: TextForm<V>;
  name: keyof V & string;
} & FieldFrame &
  Omit<ComponentProps<'input'>, 'form' | 'name' | 'value' | 'onChange' | 'id'>) {
  return (
    <InputField
      {...field}
      error={form.errors[name]}
      name={name}
      value={form.values[name]}
      onChange={form.update(name)}
    />
  );
}
