/**
 * The five-step certificate flow (Business info, Client info, Job info, Waiver, Summary) for
 * one bound policy, ending on the certificate issued (or pending for staff) with its download
 * and the policy's certificates. Staff use the same flow for any client's policy. One form holds
 * every step's values, the insured's prefilled from the policy's business; Continue checks only
 * the fields of the step shown.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { CoverageType } from '@coverline/contracts';
import {
  getListCertificatesQueryKey,
  getQuoteCertificatesQueryKey,
  useCertificateDraft,
  useCreateCertificate,
} from '@coverline/contracts/generated/certificates/certificates';
import type { CertificateDraftDto } from '@coverline/contracts/generated/model';
import { errorMessage } from '../../../lib/http-errors';
import { useTranslation } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import {
  CERTIFICATE_STEPS,
  certificateContent,
  certificateSchema,
  prefilledCertificate,
  STEP_FIELDS,
  type CertificateValues,
} from './certificate-form';
import { BusinessStep } from './flow/BusinessStep';
import { CertificateIssued } from './flow/CertificateIssued';
import { ClientStep } from './flow/ClientStep';
import { JobStep } from './flow/JobStep';
import { PolicyCertificates } from './flow/PolicyCertificates';
import { StepList } from './flow/StepList';
import { SummaryStep } from './flow/SummaryStep';
import { WaiverStep } from './flow/WaiverStep';
import { CERTIFICATES_NS } from './namespace';
import './certificates.css';

export interface CertifiedPolicy {
  quoteId: string;
  businessName: string;
  policyNumber: string;
  coverageType: CoverageType;
}

/**
 * The flow starts from what the policy says of the insured (`coi/draft`), which also gives the
 * summary what the certificate prints besides the answers.
 */
export function CertificateFlow({ policy }: { policy: CertifiedPolicy }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const draft = useCertificateDraft(policy.quoteId, { query: { retry: false } });
  if (draft.isPending) return <p role="status">{t('list.loading')}</p>;
  if (draft.isError) {
    return (
      <Alert tone="error" title={t('draftFailed')}>
        <p>{errorMessage(draft.error)}</p>
      </Alert>
    );
  }
  return <CertificateForm policy={policy} draft={draft.data} />;
}

function CertificateForm({
  policy,
  draft,
}: {
  policy: CertifiedPolicy;
  draft: CertificateDraftDto;
}) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const queryClient = useQueryClient();
  const [stepIndex, setStepIndex] = useState(0);
  const form = useForm<CertificateValues>({
    resolver: zodResolver(certificateSchema),
    defaultValues: prefilledCertificate(draft),
  });
  const create = useCreateCertificate();
  const issued = create.data;
  const step = CERTIFICATE_STEPS[stepIndex];

  const next = async () => {
    if (!(await form.trigger(STEP_FIELDS[step]))) return;
    if (step !== 'summary') {
      setStepIndex((i) => i + 1);
      return;
    }
    create.mutate(
      { data: { quoteId: policy.quoteId, ...certificateContent(form.getValues()) } },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({
            queryKey: getQuoteCertificatesQueryKey(policy.quoteId),
          });
          void queryClient.invalidateQueries({ queryKey: getListCertificatesQueryKey() });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };

  const startOver = () => {
    form.reset(prefilledCertificate(draft));
    setStepIndex(0);
    create.reset();
  };

  if (issued) {
    return (
      <div className="certificate-flow">
        <CertificateIssued certificate={issued} onAnother={startOver} />
        <PolicyCertificates quoteId={policy.quoteId} />
      </div>
    );
  }

  return (
    <div className="certificate-flow">
      <FormProvider {...form}>
        <form className="card certificate-flow__form" noValidate onSubmit={onSubmit}>
          <StepList current={step} />
          <h2>{t(`steps.${step}`)}</h2>
          {step === 'business' && <BusinessStep policyNumber={policy.policyNumber} />}
          {step === 'client' && <ClientStep />}
          {step === 'job' && <JobStep />}
          {step === 'waiver' && <WaiverStep coverageType={policy.coverageType} />}
          {step === 'summary' && <SummaryStep draft={draft} />}
          {create.error && (
            <Alert tone="error" title={t('createFailed')}>
              <p>{errorMessage(create.error)}</p>
            </Alert>
          )}
          <div className="certificate-flow__actions">
            {stepIndex > 0 && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setStepIndex((i) => i - 1)}
              >
                {t('back')}
              </button>
            )}
            <button type="submit" className="button button--primary" disabled={create.isPending}>
              {step === 'summary' ? (create.isPending ? t('issuing') : t('issue')) : t('next')}
            </button>
          </div>
        </form>
      </FormProvider>
      <PolicyCertificates quoteId={policy.quoteId} />
    </div>
  );
}
