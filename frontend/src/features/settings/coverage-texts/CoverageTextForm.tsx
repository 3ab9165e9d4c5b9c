import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CONTENT_STATUSES, type CoverageTextKind } from '@coverline/contracts';
import {
  getGetCoverageTextQueryKey,
  getGetCoverageTextsQueryKey,
  usePutCoverageText,
} from '@coverline/contracts/generated/coverage/coverage';
import type { CoverageTextDto } from '@coverline/contracts/generated/model';
import { Alert } from '../../../ui/Alert';
import { TextField } from '../../../ui/TextField';
import { Choice, ChoiceGroup, TextAreaField } from '../components/fields';
import { FormActions } from '../components/FormActions';
import { toastFailure, toastSaved } from '../feedback';
import { useSettingsFieldError, useSettingsT } from '../texts';
import {
  coverageTextBody,
  coverageTextSchema,
  coverageTextValues,
  type CoverageTextValues,
} from './coverage-text-schema';

/** Creates a "what's covered" text or a pop-up, or replaces one; its name is fixed once made. */
export function CoverageTextForm({
  kind,
  text,
  takenNames,
  onSaved,
  onCancel,
}: {
  kind: CoverageTextKind;
  text?: CoverageTextDto;
  takenNames: readonly string[];
  onSaved: (text: CoverageTextDto) => void;
  onCancel: () => void;
}) {
  const t = useSettingsT();
  const fieldError = useSettingsFieldError();
  const queryClient = useQueryClient();
  const put = usePutCoverageText();
  const [serverError, setServerError] = useState<string>();
  const schema = useMemo(() => coverageTextSchema(text ? [] : takenNames), [text, takenNames]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CoverageTextValues>({
    resolver: zodResolver(schema),
    defaultValues: coverageTextValues(text),
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const saved = await put.mutateAsync({ data: coverageTextBody(values, kind) });
      queryClient.setQueryData(getGetCoverageTextQueryKey(saved.name), saved);
      void queryClient.invalidateQueries({ queryKey: getGetCoverageTextsQueryKey() });
      toastSaved(t(text ? 'texts.saved' : 'texts.created', { name: saved.title }));
      onSaved(saved);
    } catch (error) {
      setServerError(toastFailure(error));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {serverError && (
        <Alert tone="error">
          <p>{serverError}</p>
        </Alert>
      )}
      <div className="form__row">
        <TextField
          label={t('texts.fields.name')}
          hint={t(text ? 'texts.hints.nameFixed' : 'texts.hints.name')}
          readOnly={Boolean(text)}
          error={fieldError(errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('texts.fields.title')}
          error={fieldError(errors.title)}
          {...register('title')}
        />
      </div>
      <ChoiceGroup legend={t('texts.fields.status')} error={fieldError(errors.status)}>
        {CONTENT_STATUSES.map((status) => (
          <Choice
            key={status}
            type="radio"
            label={t(`status.${status}`)}
            value={status}
            {...register('status')}
          />
        ))}
      </ChoiceGroup>
      <TextAreaField
        label={t('texts.fields.body')}
        rows={5}
        error={fieldError(errors.body)}
        {...register('body')}
      />
      <div className="form__row">
        <TextAreaField
          label={t('texts.fields.whatIsCovered')}
          hint={t('texts.hints.onePerLine')}
          rows={5}
          error={fieldError(errors.whatIsCovered)}
          {...register('whatIsCovered')}
        />
        <TextAreaField
          label={t('texts.fields.whatIsNotCovered')}
          hint={t('texts.hints.onePerLine')}
          rows={5}
          error={fieldError(errors.whatIsNotCovered)}
          {...register('whatIsNotCovered')}
        />
      </div>
      <TextAreaField
        label={t('texts.fields.freeText')}
        rows={3}
        error={fieldError(errors.freeText)}
        {...register('freeText')}
      />
      <FormActions sending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
