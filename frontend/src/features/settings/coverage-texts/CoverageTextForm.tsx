import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { CONTENT_STATUSES, type CoverageTextKind } from '@coverline/contracts';
import {
  getGetCoverageTextQueryKey,
  getGetCoverageTextsQueryKey,
  usePutCoverageText,
} from '@coverline/contracts/generated/coverage/coverage';
import type { CoverageTextDto } from '@coverline/contracts/generated/model';
import { TextField } from '../../../ui/TextField';
import { Choice, ChoiceGroup, TextAreaField } from '../components/fields';
import { SettingsForm, useSettingsForm } from '../components/SettingsForm';
import { useStoreSaved } from '../components/store-saved';
import { toastSaved } from '../feedback';
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
  const store = useStoreSaved(
    (saved: CoverageTextDto) => getGetCoverageTextQueryKey(saved.name),
    getGetCoverageTextsQueryKey(),
  );
  const put = usePutCoverageText();
  const schema = useMemo(() => coverageTextSchema(text ? [] : takenNames), [text, takenNames]);
  const {
    register,
    formState: { errors, isSubmitting },
    serverError,
    onSubmit,
  } = useSettingsForm<CoverageTextValues>(
    { resolver: zodResolver(schema), defaultValues: coverageTextValues(text) },
    async (values) => {
      const saved = await put.mutateAsync({ data: coverageTextBody(values, kind) });
      store(saved);
      toastSaved(t(text ? 'texts.saved' : 'texts.created', { name: saved.title }));
      onSaved(saved);
    },
  );

  return (
    <SettingsForm
      onSubmit={onSubmit}
      serverError={serverError}
      sending={isSubmitting}
      onCancel={onCancel}
    >
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
    </SettingsForm>
  );
}
