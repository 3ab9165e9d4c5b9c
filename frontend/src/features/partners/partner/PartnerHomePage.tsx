import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { PARTNER_NS } from './namespace';
import './partner.css';
import { useRepProfile } from './rep-session';

/** The partner portal's landing page: who is signed in, for which company, and what to do. */
export function PartnerHomePage() {
  const { t } = useTranslation(PARTNER_NS);
  useDocumentTitle(t('home.title'));
  const { data: rep } = useRepProfile();
  if (!rep) return null;
  return (
    <div className="page partner-home">
      <header className="partner-home__header">
        <p className="partner-home__eyebrow">{t('home.title')}</p>
        <h1>{t('home.greeting', { firstName: rep.firstName })}</h1>
        <p className="lead">{t('home.company', { company: rep.payrollCompanyName })}</p>
      </header>
      <section className="card partner-home__section" aria-labelledby="partner-about">
        <h2 id="partner-about">{t('home.aboutTitle')}</h2>
        <p>{t('home.about')}</p>
      </section>
      <section className="card partner-home__section" aria-labelledby="partner-refer">
        <h2 id="partner-refer">{t('home.referTitle')}</h2>
        <p>{t('home.refer')}</p>
        <p className="partner-home__links">
          <Link to="/payroll-partner/new-referral" className="button button--primary">
            {t('home.referLink')}
          </Link>
          <Link to="/payroll-partner/referraltrak" className="button button--secondary">
            {t('home.trakLink')}
          </Link>
          <Link to="/payroll-partner/clients" className="button button--secondary">
            {t('home.paygoLink')}
          </Link>
        </p>
      </section>
      <section className="card partner-home__section" aria-labelledby="partner-details">
        <h2 id="partner-details">{t('home.detailsTitle')}</h2>
        <dl className="partner-home__details">
          <dt>{t('home.email')}</dt>
          <dd>{rep.email}</dd>
          <dt>{t('home.phone')}</dt>
          <dd>{rep.phone ?? t('home.noPhone')}</dd>
        </dl>
        <p className="partner-home__hint">{t('home.detailsHint')}</p>
      </section>
    </div>
  );
}
