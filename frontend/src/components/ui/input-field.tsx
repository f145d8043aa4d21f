import type { ComponentProps } from 'react';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { Textarea } from './textarea.tsx';

/** What a labelled control says around it (Field): its label, and its optional hint and error. */
export type FieldFrame = {
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
};

/** A labelled Input with its optional hint and error. */
export function InputField({
  label,
  error,
  hint,
  optional,
  ...input
}: FieldFrame & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}

/** A labelled Textarea with its optional hint and error. */
export function TextareaField({
  label,
  error,
  hint,
  optional,
  ...textarea
}: FieldFrame & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      {(control) => <Textarea {...control} {...textarea} />}
    </Field>
  );
}
