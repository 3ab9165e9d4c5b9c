import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A label, hint and error around one control, tied to it for assistive technology; the control
 * itself comes from `children`, given the props that tie it.
 */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  className,
  children,
}: {
  label: string;
  /** Already translated; announced with the field. */
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error, announced as it appears. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {error}
    </p>
  );
}

/** The props of a labelled control: its element's own, with the label, hint and error. */
export type FieldProps<E extends 'input' | 'select' | 'textarea'> = ComponentPropsWithRef<E> & {
  label: string;
  /** Already translated; announced with the field. */
  error?: string;
  hint?: string;
};

/** A labelled input whose hint and error are tied to it for assistive technology. */
export function TextField({ label, error, hint, id, className, ...input }: FieldProps<'input'>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...control} className="field__input" {...input} />}
    </FieldFrame>
  );
}
