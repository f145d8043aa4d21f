import { Field } from './field.tsx';
import type { FieldFrame } from './input-field.tsx';
import { OptionSelect, type OptionSelectProps } from './native-select.tsx';

/** A labelled OptionSelect with its optional hint and error (Field): the select of most forms. */
export function SelectField<T extends string>({
  label,
  error,
  hint,
  optional,
  ...select
}: FieldFrame & OptionSelectProps<T>) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      {(control) => <OptionSelect {...control} {...select} />}
    </Field>
  );
}
