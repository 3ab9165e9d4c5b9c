import { useId, useState, type ChangeEvent } from 'react';
import { ReferenceLimits } from '@coverline/contracts';
import {
  useDeleteCarrierLogo,
  useUploadCarrierLogo,
} from '@coverline/contracts/generated/carriers/carriers';
import type { CarrierDto } from '@coverline/contracts/generated/model';
import { ConfirmButton } from '../components/ConfirmButton';
import { useRecordCache } from '../components/record-cache';
import { toastFailure, toastSaved } from '../feedback';
import { useSettingsT } from '../texts';
import { carrierQueries } from './CarrierForm';

/** The logo's address changes with the carrier, so a replaced logo is not served from cache. */
export function logoSource(carrier: CarrierDto): string | undefined {
  return carrier.logoUrl
    ? `${carrier.logoUrl}?v=${encodeURIComponent(carrier.updatedAt)}`
    : undefined;
}

/** Checks a chosen file as the API will, so a wrong one is refused before it is sent. */
export function logoProblem(file: File): 'logoType' | 'logoSize' | undefined {
  if (!(ReferenceLimits.logoContentTypes as readonly string[]).includes(file.type)) {
    return 'logoType';
  }
  return file.size > ReferenceLimits.logoMaxBytes ? 'logoSize' : undefined;
}

/** Uploads, replaces or removes a saved carrier's logo; each change is sent at once. */
export function CarrierLogo({
  carrier,
  onChange,
}: {
  carrier: CarrierDto;
  onChange: (carrier: CarrierDto) => void;
}) {
  const t = useSettingsT();
  const inputId = useId();
  const { store } = useRecordCache(carrierQueries);
  const upload = useUploadCarrierLogo();
  const remove = useDeleteCarrierLogo();
  const [error, setError] = useState<string>();
  const busy = upload.isPending || remove.isPending;
  const source = logoSource(carrier);

  const changed = (saved: CarrierDto, message: string) => {
    store(saved);
    toastSaved(message);
    onChange(saved);
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) {
      setError(t(`carriers.logo.${problem}`));
      input.value = '';
      return;
    }
    setError(undefined);
    upload.mutate(
      { carrierId: carrier.id, data: { file } },
      {
        onSuccess: (saved) => changed(saved, t('carriers.logo.uploaded', { name: saved.name })),
        onError: (failure) => setError(toastFailure(failure)),
        onSettled: () => {
          input.value = '';
        },
      },
    );
  };

  return (
    <section className="logo-editor" aria-labelledby={`${inputId}-title`}>
      <h4 id={`${inputId}-title`}>{t('carriers.logo.title')}</h4>
      <div className="logo-editor__body">
        <div className="logo-editor__preview">
          {source ? (
            <img src={source} alt={t('carriers.logo.alt', { name: carrier.name })} />
          ) : (
            <p>{t('carriers.logo.none')}</p>
          )}
        </div>
        <div className={error ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={inputId}>
            {source ? t('carriers.logo.replace') : t('carriers.logo.upload')}
          </label>
          <p className="field__hint" id={`${inputId}-hint`}>
            {t('carriers.logo.hint')}
          </p>
          <input
            id={inputId}
            type="file"
            className="field__input"
            accept={ReferenceLimits.logoContentTypes.join(',')}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
            onChange={onFile}
          />
          {upload.isPending && <p role="status">{t('carriers.logo.uploading')}</p>}
          {error && (
            <p className="field__error" id={`${inputId}-error`} role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
      {source && (
        <ConfirmButton
          label={t('carriers.logo.remove')}
          question={t('carriers.logo.removeQuestion', { name: carrier.name })}
          confirmLabel={t('carriers.logo.removeConfirm')}
          busy={busy}
          onConfirm={() =>
            remove.mutate(
              { carrierId: carrier.id },
              {
                onSuccess: (saved) =>
                  changed(saved, t('carriers.logo.removed', { name: saved.name })),
                onError: (failure) => setError(toastFailure(failure)),
              },
            )
          }
        />
      )}
    </section>
  );
}
