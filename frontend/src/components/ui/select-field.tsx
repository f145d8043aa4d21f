import { Field } from './field.tsx';
import { OptionSelect, type OptionSelectProps } from './native-select.tsx';

/** A labelled OptionSelect with its optional hint and error (Field): the select of most forms. */
export function SelectField<T extends string>({
  label,
  error,
  hint,
  optional,
  ...select
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
} & OptionSelectProps<T>) {
  return (
    <Field
      label={label}
      error={error}
      {...(hint === undefined ? {} : { hint })}
      {...(optional === undefined ? {} : { optional })}
    >
      {(control) => <OptionSelect {...control} {...select} />}
    </Field>
  );
}
