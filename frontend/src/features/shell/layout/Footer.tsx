import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';

export function Footer() {
  const { t } = useTranslation();
  // The year the page is seen in: the footer never reads as last year's.
  const year = new Date().getFullYear();
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
            <li>
              <Link to="/help">{t('footer.help')}</Link>
            </li>
            <li>
              <Link to="/accessibility">{t('footer.accessibility')}</Link>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
        <p className="site-footer__legal">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
