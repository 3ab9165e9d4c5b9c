/** The staff dashboard's entry to /dashboard/bor (admins only: BOR changes are the book's). */
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { BOR_NS } from './namespace';

export function BorDashboardLink() {
  const { t, ready } = useTranslation(BOR_NS);
  if (!ready) return null;
  return (
    <li className="section-list__item">
      <Link to="/dashboard/bor" className="section-list__link">
        {t('staff.title')}
      </Link>
      <p>{t('staff.dashboardBody')}</p>
    </li>
  );
}
