/** The staff dashboard's entry to /dashboard/coi (the admin menu is fixed by the specification). */
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { CERTIFICATES_NS } from './namespace';

export function CertificatesDashboardLink() {
  const { t, ready } = useTranslation(CERTIFICATES_NS);
  if (!ready) return null;
  return (
    <li className="section-list__item">
      <Link to="/dashboard/coi" className="section-list__link">
        {t('staff.title')}
      </Link>
      <p>{t('staff.dashboardBody')}</p>
    </li>
  );
}
