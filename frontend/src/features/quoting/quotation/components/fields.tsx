import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { FieldError, FieldFrame } from '../../../../ui/TextField';
import { QUOTATION_NS } from '../namespace';

interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty choice; without it the list starts on its first option. */
  placeholder?: string;
  error?: string;
  hint?: string;
}

export function SelectField({
  label,
  options,
  placeholder,
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
          {placeholder !== undefined && <option value="">{placeholder}</option>}
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

/** Radio buttons or checkboxes under one legend, with the group's hint and error. */
export function ChoiceGroup({
  legend,
  hint,
  error,
  help,
  children,
  className,
}: {
  legend: string;
  hint?: string;
  error?: string;
  /** A pop-up or other aid shown beside the legend. */
  help?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={['choice-group', error ? 'field--invalid' : '', className ?? ''].join(' ').trim()}
      aria-describedby={describedBy}
    >
      <legend className="field__label">{legend}</legend>
      {help}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="choice-group__options">{children}</div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

interface ChoiceProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  /** A second line under the label. */
  detail?: ReactNode;
}

/** One radio button or checkbox with its label; the whole row is the click target. */
export function Choice({ label, detail, type = 'radio', className, ...input }: ChoiceProps) {
  return (
    <label className={['choice', className ?? ''].join(' ').trim()}>
      <input type={type} {...input} />
      <span className="choice__text">
        <span className="choice__label">{label}</span>
        {detail && <span className="choice__detail">{detail}</span>}
      </span>
    </label>
  );
}

/** A yes/no question as two radio buttons holding 'yes' or 'no'. */
export function YesNoField({
  legend,
  error,
  hint,
  help,
  ...input
}: Omit<ComponentPropsWithRef<'input'>, 'type' | 'value'> & {
  legend: string;
  error?: string;
  hint?: string;
  help?: ReactNode;
}) {
  const { t } = useTranslation(QUOTATION_NS);
  return (
    <ChoiceGroup
      legend={legend}
      error={error}
      hint={hint}
      help={help}
      className="choice-group--inline"
    >
      <Choice
        label={t('common.yes')}
        value="yes"
        aria-invalid={error ? true : undefined}
        {...input}
      />
      <Choice
        label={t('common.no')}
        value="no"
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </ChoiceGroup>
  );
}
