import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import {
  addDaysIso,
  ApplicationStatus,
  CarrierSyncStatus,
  HelpSlug,
  Limits,
  parsePayrollStates,
  QuoteMode,
  stateFundFor,
} from '@coverline/contracts';
import type { CarrierDto, CarrierQuoteDto, QuoteDto } from '@coverline/contracts/generated/model';
import { Alert } from '../../../../ui/Alert';
import { WhatsCovered } from '../components/CoverageTexts';
import { ProblemAlert } from '../components/ProblemAlert';
import { StateFundNotice } from '../components/StateFundNotice';
import { formatCents, formatCentsExact } from '../../../../lib/currency';
import { formatDay } from '../../../../lib/dates';
import { maxActiveBackdatedDays, useLineCarriers } from '../hooks/use-carriers';
import { QUOTATION_NS } from '../namespace';
import { useWizard, useWizardStore } from '../state/context';
import { isRating } from '../state/wizard-state';
import { isSelectable, lowestPriceId, rankCarrierQuotes } from './choice';
import { CompareTable } from './CompareTable';
import { pricedTermChanges } from './priced-terms';
import { HelpLink } from '../../../support/help/HelpLink';

/** Every priced quote's date lies further back than the carriers keep quotes valid. */
export function quotesExpired(quote: QuoteDto, today: string, backdatedDays: number): boolean {
  const priced = quote.carrierQuotes.filter(
    (q) => q.annualPremiumCents !== null && q.effectiveDate,
  );
  const earliest = addDaysIso(today, -backdatedDays);
  return priced.length > 0 && priced.every((q) => q.effectiveDate! < earliest);
}

/**
 * The monopolistic states a workers compensation quote has payroll in: their payroll is left to
 * the state fund, so the results link to each fund beside the carriers' answers.
 */
export function stateFundStates(quote: QuoteDto): string[] {
  if (quote.coverageType !== 'wc') return [];
  const states = quote.wcClassCodes.flatMap((c) => parsePayrollStates(c.state) ?? []);
  return [...new Set(states)].filter((s) => stateFundFor(s) !== null);
}

function useElapsedSeconds(startedAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === undefined ? 0 : Math.max(0, Math.round((now - startedAt) / 1000));
}

/**
 * The carriers' answers, filling in as each one arrives: price, whether and how it can be bought
 * and why, what the coverage includes. One is chosen to go on.
 */
export function ResultsView() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const { quote, rating, ratingStalled, context, selected, busy } = useWizard();
  const { carriers } = useLineCarriers(quote?.coverageType);
  const elapsed = useElapsedSeconds(rating?.startedAt);
  const [comparing, setComparing] = useState(false);

  const carrierQuotes = quote?.carrierQuotes ?? [];
  const submitted = quote?.submittedAt != null;
  const waiting = carrierQuotes.some(isRating);
  const outOfSync = carrierQuotes.some((q) => q.syncStatus === CarrierSyncStatus.OutOfSync);
  const manual = quote?.quoteMode === QuoteMode.Manual;

  useEffect(() => {
    if (!submitted || rating) return;
    if (carrierQuotes.length === 0 && !manual) void store.rate();
    else if (waiting) store.follow();
    // Only on arriving at the results: later changes come from the rating itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!quote) return null;
  const answered = carrierQuotes.filter((q) => !isRating(q)).length;
  const running = rating !== null;
  const expired = !running && quotesExpired(quote, context.today, maxActiveBackdatedDays(carriers));
  const dates = [
    ...new Set(
      carrierQuotes
        .filter((q) => q.annualPremiumCents !== null && q.effectiveDate)
        .map((q) => q.effectiveDate!),
    ),
  ];
  const logos = new Map(carriers.map((c) => [c.name, c]));
  const ranked = rankCarrierQuotes(carrierQuotes);
  const lowest = lowestPriceId(carrierQuotes);
  const comparable = carrierQuotes.filter(isSelectable).length > 1;

  return (
    <section className="card wizard-step results" aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title" tabIndex={-1} className="wizard-step__title">
        {t('results.title')}
      </h2>
      <p>
        <HelpLink slug={HelpSlug.QuoteResults} />
      </p>
      <ProblemAlert />
      <div className="results__status" role="status" aria-live="polite">
        {running ? (
          <>
            <p>
              {carrierQuotes.length
                ? t('results.progress', { answered, total: carrierQuotes.length })
                : t('results.asking')}
            </p>
            <progress
              className="results__bar"
              max={carrierQuotes.length || 1}
              value={answered}
              aria-label={t('results.progressLabel')}
            />
            <p className="card__note">
              {t('results.elapsed', { seconds: elapsed, max: Limits.quoteLoadingMaxSeconds })}
            </p>
          </>
        ) : (
          carrierQuotes.length > 0 && <p>{t('results.done', { count: carrierQuotes.length })}</p>
        )}
      </div>
      {ratingStalled && !running && (
        <Alert tone="warning">
          <p>{t('results.stalled')}</p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void store.rate()}
            >
              {t('results.askAgain')}
            </button>
          </div>
        </Alert>
      )}
      {!submitted && (
        <Alert tone="info">
          <p>{t('results.notSubmitted')}</p>
        </Alert>
      )}
      {submitted && manual && carrierQuotes.length === 0 && (
        <Alert tone="info">
          <p>{t('results.manualPending')}</p>
        </Alert>
      )}
      {expired && (
        <Alert tone="warning" title={t('results.expiredTitle')}>
          <p>{t('results.expired')}</p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => store.askForNewDate()}
            >
              {t('results.newDate')}
            </button>
          </div>
        </Alert>
      )}
      {dates.length > 1 && (
        <Alert tone="info" title={t('results.datesDifferTitle')}>
          <p>{t('results.datesDiffer', { dates: dates.map(formatDay).join(', ') })}</p>
        </Alert>
      )}
      {outOfSync && !running && (
        <Alert tone="warning">
          <p>{t('results.outOfSync')}</p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy === 'submitting'}
              onClick={() => void store.submit()}
            >
              {t('results.requote')}
            </button>
          </div>
        </Alert>
      )}
      {stateFundStates(quote).map((state) => (
        <StateFundNotice key={state} state={state} />
      ))}
      {selected && <Selected quote={quote} chosen={selected} />}
      {comparable && (
        <div className="results__choice">
          <p className="card__note">{t('results.order')}</p>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={comparing}
            aria-controls="results-compare"
            onClick={() => setComparing(!comparing)}
          >
            {comparing ? t('results.hideCompare') : t('results.showCompare')}
          </button>
        </div>
      )}
      {comparable && comparing && (
        <CompareTable id="results-compare" quote={quote} carriers={carriers} />
      )}
      <ul className="carrier-cards" aria-label={t('results.title')}>
        {ranked.map((q) => (
          <li key={q.id}>
            <CarrierCard
              carrierQuote={q}
              quote={quote}
              carrier={logos.get(q.carrier)}
              requestedDate={quote.effectiveDate}
              lowest={lowest === q.id}
              chosen={quote.selectedCarrierQuoteId === q.id}
              disabled={busy === 'selecting' || expired}
              onSelect={() => void store.select(q)}
            />
          </li>
        ))}
      </ul>
      <details className="disclosure">
        <summary>
          {t('results.whatsCovered', {
            coverage: t(`coverages.${quote.coverageType}.name`, { ns: 'translation' }),
          })}
        </summary>
        <WhatsCovered coverage={quote.coverageType} />
      </details>
      <div className="form__actions wizard-step__actions">
        <button type="button" className="button button--secondary" onClick={() => store.goBack()}>
          {t('results.backToSummary')}
        </button>
      </div>
    </section>
  );
}

function CarrierCard({
  carrierQuote: q,
  quote,
  carrier,
  requestedDate,
  lowest,
  chosen,
  disabled,
  onSelect,
}: {
  carrierQuote: CarrierQuoteDto;
  quote: QuoteDto;
  carrier: CarrierDto | undefined;
  requestedDate: string | null;
  /** The lowest price among the quotes the person may choose. */
  lowest: boolean;
  chosen: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation(QUOTATION_NS);
  const titleId = `carrier-${q.id}`;
  const rating = isRating(q);
  const changes = q.annualPremiumCents !== null ? pricedTermChanges(quote, q, formatCents) : [];
  return (
    <article
      className={[
        'carrier-card',
        chosen ? 'is-chosen' : '',
        rating ? 'is-rating' : '',
        lowest ? 'is-lowest' : '',
      ]
        .join(' ')
        .trim()}
      aria-labelledby={titleId}
      aria-busy={rating}
    >
      <header className="carrier-card__header">
        {carrier?.logoUrl && <img className="carrier-card__logo" src={carrier.logoUrl} alt="" />}
        <h3 id={titleId} className="carrier-card__name">
          {q.carrier}
        </h3>
        {q.sandbox && (
          <span className="badge badge--sandbox" title={t('results.sandboxHint')}>
            {t('results.sandbox')}
          </span>
        )}
        {lowest && <span className="badge badge--lowest">{t('results.lowest')}</span>}
      </header>
      {rating ? (
        <p className="carrier-card__rating">{t('results.rating')}</p>
      ) : (
        <>
          <p className="carrier-card__premium">
            {q.annualPremiumCents !== null ? (
              <>
                <strong>{formatCents(q.annualPremiumCents)}</strong> {t('results.perYear')}
              </>
            ) : (
              t('results.noPrice')
            )}
          </p>
          {q.bindability && (
            <p className={`bindability bindability--${q.bindability.toLowerCase()}`}>
              <strong>{t(`bindability.${q.bindability}.title`)}</strong>{' '}
              {t(`bindability.${q.bindability}.body`)}
            </p>
          )}
          {q.notes && <p className="card__note">{q.notes}</p>}
          {changes.length > 0 && (
            <ul className="carrier-card__terms" aria-label={t('results.pricedTerms')}>
              {changes.map((c) => (
                <li
                  key={`${c.key}-${String(c.values.classCode ?? '')}-${String(c.values.state ?? '')}`}
                >
                  {t(`results.pricedWith.${c.key}`, c.values)}
                </li>
              ))}
            </ul>
          )}
          {q.buildUp && q.buildUp.length > 0 && q.annualPremiumCents !== null && (
            <details className="carrier-card__build-up">
              <summary>{t('results.buildUp')}</summary>
              <table>
                <tbody>
                  {q.buildUp.map((line, i) => (
                    <tr key={i}>
                      <th scope="row">{line.label}</th>
                      <td>{formatCentsExact(line.amountCents)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('results.buildUpTotal')}</th>
                    <td>{formatCentsExact(q.annualPremiumCents)}</td>
                  </tr>
                </tfoot>
              </table>
            </details>
          )}
          {q.reasonTexts.length > 0 && (
            <ul className="carrier-card__reasons" aria-label={t('results.reasons')}>
              {q.reasonTexts.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          {q.effectiveDate && (
            <p className="card__note">
              {q.effectiveDate === requestedDate
                ? t('results.starts', { date: formatDay(q.effectiveDate) })
                : t('results.startsOther', { date: formatDay(q.effectiveDate) })}
            </p>
          )}
          {q.syncStatus === CarrierSyncStatus.OutOfSync && (
            <p className="card__note">{t('results.cardOutOfSync')}</p>
          )}
          {chosen ? (
            <p className="carrier-card__chosen">{t('results.chosen')}</p>
          ) : (
            isSelectable(q) && (
              <button
                type="button"
                className="button button--primary"
                disabled={disabled}
                aria-describedby={titleId}
                onClick={onSelect}
              >
                {t('results.select', { carrier: q.carrier })}
              </button>
            )
          )}
        </>
      )}
    </article>
  );
}

/** What was chosen and what happens next: the checkout when it can be bought online. */
function Selected({ quote, chosen }: { quote: QuoteDto; chosen: CarrierQuoteDto }) {
  const { t } = useTranslation(QUOTATION_NS);
  const ready = quote.status === ApplicationStatus.ReadyToBind;
  return (
    <Alert tone="success" title={t('selected.title', { carrier: chosen.carrier })}>
      <p>
        {t('selected.what', {
          carrier: chosen.carrier,
          premium: chosen.annualPremiumCents !== null ? formatCents(chosen.annualPremiumCents) : '',
          date: chosen.effectiveDate ? formatDay(chosen.effectiveDate) : '',
        })}
      </p>
      <p>
        {ready
          ? t('selected.nextBindable')
          : t('selected.nextReview', { email: quote.client.email })}
      </p>
      {ready && (
        <div className="actions">
          <Link
            to="/quotation"
            search={{ quoteId: quote.id, cart: true }}
            className="button button--primary"
          >
            {t('selected.checkout')}
          </Link>
        </div>
      )}
      <p className="card__note">{t('selected.change')}</p>
    </Alert>
  );
}
