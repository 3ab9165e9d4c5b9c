import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';

const COPYRIGHT_YEAR = 2022;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__tagline">{t('footer.tagline')}</p>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="site-footer__links">
            <li>
              <Link to="/">{t('footer.home')}</Link>
            </li>
            <li>
              <Link to="/quotation">{t('common.getQuote')}</Link>
            </li>
            <li>
              <Link to="/BOR">{t('footer.bor')}</Link>
            </li>
            <li>
              <Link to="/payroll-partner/login">{t('footer.payrollPartners')}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__legal">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
