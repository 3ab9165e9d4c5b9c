import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { Limits } from '@coverline/contracts';
import { formatUsd } from '../../../lib/currency';
import { useIsSignedIn } from '../../../lib/session-store';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { CoverageIcon } from '../../quoting/coverages/CoverageIcon';
import { COVERAGES } from '../../quoting/coverages/coverages';
import './home.css';

const STEPS = ['tell', 'compare', 'pay', 'manage'] as const;

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle('');
  const signedIn = useIsSignedIn();
  const bppRange = {
    min: formatUsd(Limits.bppMinDollars),
    max: formatUsd(Limits.bppMaxDollars),
  };

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="eyebrow eyebrow--light">{t('home.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('home.title')}
          </h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <div className="actions">
            <Link to="/quotation" className="button button--accent button--large">
              {t('common.getQuote')}
            </Link>
            {!signedIn && (
              <Link to="/login" className="button button--ghost button--large">
                {t('home.signIn')}
              </Link>
            )}
          </div>
        </div>
      </section>

      <section className="home-section" aria-labelledby="coverages-title">
        <div className="home-section__inner">
          <h2 id="coverages-title">{t('home.coveragesTitle')}</h2>
          <p className="lead">{t('home.coveragesLead')}</p>
          <p>
            <Link to="/who-we-cover">{t('home.whoWeCover')}</Link>
          </p>
          <ul className="coverage-grid">
            {COVERAGES.map((coverage) => (
              <li key={coverage.key} className="card coverage-card">
                <CoverageIcon coverage={coverage} />
                <h3>{t(`coverages.${coverage.key}.name`)}</h3>
                <p>{t(`coverages.${coverage.key}.summary`, bppRange)}</p>
                <p className="coverage-card__for">{t(`coverages.${coverage.key}.for`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-section--tinted" aria-labelledby="steps-title">
        <div className="home-section__inner">
          <h2 id="steps-title">{t('home.stepsTitle')}</h2>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{t(`home.steps.${step}.title`)}</h3>
                  <p>{t(`home.steps.${step}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="home-section" aria-labelledby="cta-title">
        <div className="home-section__inner cta">
          <h2 id="cta-title">{t('home.ctaTitle')}</h2>
          <p className="lead">{t('home.ctaBody')}</p>
          <Link to="/quotation" className="button button--primary button--large">
            {t('common.getQuote')}
          </Link>
        </div>
      </section>
    </div>
  );
}
