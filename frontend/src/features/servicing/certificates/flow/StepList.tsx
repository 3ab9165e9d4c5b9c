/** The five steps' names, the current one marked. */
import { useTranslation } from '../../../../lib/i18n';
import { CERTIFICATE_STEPS, type CertificateStep } from '../certificate-form';
import { CERTIFICATES_NS } from '../namespace';

export function StepList({ current }: { current: CertificateStep }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  return (
    <ol className="certificate-steps" aria-label={t('steps.label')}>
      {CERTIFICATE_STEPS.map((s) => (
        <li
          key={s}
          className={s === current ? 'certificate-steps__current' : undefined}
          aria-current={s === current ? 'step' : undefined}
        >
          {t(`steps.${s}`)}
        </li>
      ))}
    </ol>
  );
}
