import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { Alert } from '../../../ui/Alert';
import { toastFailure } from '../feedback';
import { useSettingsT } from '../texts';

/**
 * A settings form whose submit saves the values: a failure is toasted and kept as the server
 * error shown above the fields, and the next attempt clears it.
 */
export function useSettingsForm<V extends FieldValues>(
  options: UseFormProps<V>,
  save: (values: V) => Promise<void>,
) {
  const form = useForm<V>(options);
  const [serverError, setServerError] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await save(values);
    } catch (error) {
      setServerError(toastFailure(error));
    }
  });
  return { ...form, serverError, onSubmit };
}

/** The frame of an editor's form: the server error, the fields, then Save and Cancel. */
export function SettingsForm({
  onSubmit,
  serverError,
  sending,
  onCancel,
  saveLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  serverError: string | undefined;
  sending: boolean;
  onCancel: () => void;
  saveLabel?: string;
  children: ReactNode;
}) {
  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {serverError && (
        <Alert tone="error">
          <p>{serverError}</p>
        </Alert>
      )}
      {children}
      <FormActions sending={sending} onCancel={onCancel} saveLabel={saveLabel} />
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
}) {
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
