import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** Hint and error ids for a control, so assistive technology reads them with it. */
function useDescribed(id: string | undefined, hint?: string, error?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {error}
    </p>
  );
}

interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
}

export function TextAreaField({ label, error, hint, id, className, ...area }: TextAreaFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useDescribed(id, hint, error);
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].join(' ').trim()}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <textarea
        id={controlId}
        className="field__input field__input--area"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...area}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  hint?: string;
}

export function SelectField({
  label,
  options,
  error,
  hint,
  id,
  className,
  ...select
}: SelectFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useDescribed(id, hint, error);
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].join(' ').trim()}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <select
        id={controlId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
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
