/**
 * The fields of a settings form declared as a table: each field by the name of its value, side by
 * side in a row, or under a legend; anything a form has of its own stands among them as it is.
 */
import { isValidElement, type ReactElement } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { TextField } from '../../../../ui/TextField';
import { useSettingsFieldError, useSettingsT } from '../texts';
import { Choice, ChoiceGroup, SelectField, TextAreaField } from './fields';
import type { SettingsFormApi } from './SettingsForm';

type Options = ReadonlyArray<{ value: string; label: string }>;

/** One field. A text input unless `kind` says otherwise. */
export type FieldSpec<V extends FieldValues> = {
  name: Path<V>;
  /** Already translated; by default the text at `<texts>.fields.<name>`. */
  label?: string;
  /** A key under `<texts>.hints`. */
  hint?: string;
} & (
  | {
      kind?: 'text';
      type?: 'email' | 'tel' | 'url';
      inputMode?: 'decimal' | 'numeric';
      readOnly?: boolean;
    }
  | { kind: 'area'; rows: number }
  | { kind: 'select'; options: Options }
  /** Checkboxes, or radio buttons, one per option, under the label as legend. */
  | { kind: 'choices'; options: Options; type?: 'radio' }
  /** One checkbox. */
  | { kind: 'check' }
);

/** A field alone, fields in one row, a section of fields under a legend, or the form's own. */
export type FieldLayout<V extends FieldValues> =
  | FieldSpec<V>
  | ReadonlyArray<FieldSpec<V>>
  | { legend: string; fields: ReadonlyArray<FieldLayout<V>> }
  | ReactElement;

export function FormFields<V extends FieldValues>({
  form,
  fields,
}: {
  form: SettingsFormApi<V>;
  fields: ReadonlyArray<FieldLayout<V>>;
}) {
  // The layout of a form never changes, so a place in it is a stable key.
  return fields.map((item, index) => <Layout key={index} form={form} item={item} />);
}

function Layout<V extends FieldValues>({
  form,
  item,
}: {
  form: SettingsFormApi<V>;
  item: FieldLayout<V>;
}) {
  if (isValidElement(item)) return item;
  if (isRow(item)) {
    return (
      <div className={item.length === 3 ? 'form__row form__row--three' : 'form__row'}>
        {item.map((spec) => (
          <Field key={spec.name} form={form} spec={spec} />
        ))}
      </div>
    );
  }
  if ('legend' in item) {
    return (
      <fieldset className="form-section">
        <legend>{item.legend}</legend>
        <FormFields form={form} fields={item.fields} />
      </fieldset>
    );
  }
  return <Field form={form} spec={item} />;
}

function isRow<V extends FieldValues>(
  item: Exclude<FieldLayout<V>, ReactElement>,
): item is ReadonlyArray<FieldSpec<V>> {
  return Array.isArray(item);
}

function Field<V extends FieldValues>({
  form,
  spec,
}: {
  form: SettingsFormApi<V>;
  spec: FieldSpec<V>;
}) {
  const t = useSettingsT();
  const fieldError = useSettingsFieldError();
  const labelKey: string = `${form.texts}.fields.${spec.name}`;
  const label = spec.label ?? t(labelKey);
  const hint = spec.hint && t(`${form.texts}.hints.${spec.hint}`);
  const error = fieldError(form.getFieldState(spec.name, form.formState).error);
  const registered = form.register(spec.name);
  switch (spec.kind) {
    case 'area':
      return (
        <TextAreaField label={label} hint={hint} rows={spec.rows} error={error} {...registered} />
      );
    case 'select':
      return (
        <SelectField
          label={label}
          hint={hint}
          options={spec.options}
          error={error}
          {...registered}
        />
      );
    case 'choices':
      return (
        <ChoiceGroup legend={label} error={error}>
          {spec.options.map((option) => (
            <Choice
              key={option.value}
              type={spec.type}
              label={option.label}
              value={option.value}
              {...registered}
            />
          ))}
        </ChoiceGroup>
      );
    case 'check':
      return <Choice label={label} {...registered} />;
    default:
      return (
        <TextField
          label={label}
          hint={hint}
          type={spec.type}
          inputMode={spec.inputMode}
          readOnly={spec.readOnly}
          error={error}
          {...registered}
        />
      );
  }
}
