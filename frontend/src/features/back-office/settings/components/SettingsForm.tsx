import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { Alert } from '../../../../ui/Alert';
import { toastFailure, toastSaved } from '../feedback';
import { useSettingsT } from '../texts';
import { FormFields, type FieldLayout } from './FormFields';
import { useRecordCache, type RecordQueries } from './record-cache';

/** How a form's values are saved, and what follows once the API has answered. */
export interface Saving<V, S> {
  send: (values: V) => Promise<S>;
  /** What the queries do with the answer. */
  cache: (saved: S) => void;
  /** The toast that says what was saved. */
  message: (saved: S, values: V) => string;
  onSaved: (saved: S) => void;
}

/**
 * A settings form whose submit saves the values: success is toasted; a failure is toasted and kept
 * as the server error shown above the fields, and the next attempt clears it. `texts` is the
 * key its labels are under (`<texts>.fields.<name>`, `<texts>.hints.<hint>`).
 */
export function useSettingsForm<V extends FieldValues, S>(
  texts: string,
  options: UseFormProps<V>,
  saving: Saving<V, S>,
) {
  const form = useForm<V>(options);
  const [serverError, setServerError] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const saved = await saving.send(values);
      saving.cache(saved);
      toastSaved(saving.message(saved, values));
      saving.onSaved(saved);
    } catch (error) {
      setServerError(toastFailure(error));
    }
  });
  return { ...form, texts, serverError, onSubmit };
}

/** What the editor of a record is given: the record, or none for a new one, and where to go next. */
export interface RecordEditorProps<R> {
  record?: R;
  onSaved: (saved: R) => void;
  onCancel: () => void;
}

/**
 * A settings form that creates a record or edits one: the answer goes to the record's queries and
 * the toast says "<name> was added" or "<name> was saved" (`<texts>.created`, `<texts>.saved`).
 */
export function useRecordForm<V extends FieldValues, R>(
  texts: string,
  options: UseFormProps<V>,
  {
    record,
    queries,
    send,
    name,
    onSaved,
  }: Pick<RecordEditorProps<R>, 'record' | 'onSaved'> & {
    queries: RecordQueries<R>;
    send: (values: V) => Promise<R>;
    name: (saved: R) => string;
  },
) {
  const t = useSettingsT();
  const cache = useRecordCache(queries);
  const done: string = `${texts}.${record ? 'saved' : 'created'}`;
  return useSettingsForm<V, R>(texts, options, {
    send,
    cache: cache.store,
    message: (saved) => t(done, { name: name(saved) }),
    onSaved,
  });
}

export type SettingsFormApi<V extends FieldValues> = ReturnType<typeof useSettingsForm<V, unknown>>;

/** An editor's form: the server error, its fields as laid out, then Save and Cancel. */
export function SettingsForm<V extends FieldValues>({
  form,
  fields,
  onCancel,
  saveLabel,
}: {
  form: SettingsFormApi<V>;
  fields: ReadonlyArray<FieldLayout<V>>;
  onCancel: () => void;
  saveLabel?: string;
}) {
  return (
    <form className="form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {form.serverError && (
        <Alert tone="error">
          <p>{form.serverError}</p>
        </Alert>
      )}
      <FormFields form={form} fields={fields} />
      <FormActions
        sending={form.formState.isSubmitting}
        onCancel={onCancel}
        saveLabel={saveLabel}
      />
    </form>
  );
}

/** Save and Cancel of an editor; Save is disabled while the form is being sent. */
function FormActions({
  sending,
  onCancel,
  saveLabel,
}: {
  sending: boolean;
  onCancel: () => void;
  saveLabel?: string;
}): ReactNode {
  const t = useSettingsT();
  return (
    <div className="form__actions">
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('actions.saving') : (saveLabel ?? t('actions.save'))}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t('actions.cancel')}
      </button>
    </div>
  );
}
