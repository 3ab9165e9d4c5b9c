import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError, FieldFrame, type FieldProps } from '../../../../ui/TextField';

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...area
}: FieldProps<'textarea'>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea {...control} className="field__input field__input--area" rows={4} {...area} />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = FieldProps<'select'> & {
  options: ReadonlyArray<{ value: string; label: string }>;
};

export function SelectField({
  label,
  options,
  error,
  hint,
  id,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...control} className="field__input" {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A group of checkboxes or radio buttons under one legend. */
export function ChoiceGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={error ? 'choice-group field--invalid' : 'choice-group'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">{children}</div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

interface ChoiceProps extends ComponentPropsWithRef<'input'> {
  label: string;
}

/** One checkbox (the default) or radio button with its label. */
export function Choice({ label, type = 'checkbox', ...input }: ChoiceProps) {
  return (
    <label className="choice">
      <input type={type} className="choice__input" {...input} />
      <span>{label}</span>
    </label>
  );
}
