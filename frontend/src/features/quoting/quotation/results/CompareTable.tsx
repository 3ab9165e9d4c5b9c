import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import type { CarrierDto, QuoteDto } from '@coverline/contracts/generated/model';
import { formatCents } from '../../../../lib/currency';
import { formatDay } from '../../../../lib/dates';
import { QUOTATION_NS } from '../namespace';
import { compareColumns, type CompareColumn, type TermText } from './choice';

type Row = { label: string; cell: (column: CompareColumn) => ReactNode };

/**
 * The priced quotes the person may choose, side by side: one column per carrier in the cards'
 * order, one row per term. Wider than a phone, so it scrolls inside its own box.
 */
export function CompareTable({
  id,
  quote,
  carriers,
}: {
  id: string;
  quote: QuoteDto;
  carriers: readonly CarrierDto[];
}) {
  const { t } = useTranslation(QUOTATION_NS);
  const columns = compareColumns(quote, carriers, formatCents);
  const text = (term: TermText) => t(term.key, term.values);
  const rows: Row[] = [
    {
      label: t('results.compare.premium'),
      cell: (c) => (
        <>
          <strong>{formatCents(c.premiumCents)}</strong> {t('results.perYear')}
          {c.lowest && (
            <>
              {' '}
              <span className="badge badge--lowest">{t('results.lowest')}</span>
            </>
          )}
        </>
      ),
    },
    { label: t('results.compare.limits'), cell: (c) => text(c.limits) },
    { label: t('results.compare.deductible'), cell: (c) => text(c.deductible) },
    {
      label: t('results.compare.plans'),
      cell: (c) => (
        <ul className="compare__list">
          {c.paymentPlans.map((plan) => (
            <li key={plan.key}>{text(plan)}</li>
          ))}
        </ul>
      ),
    },
    {
      label: t('results.compare.starts'),
      cell: (c) => (c.effectiveDate ? formatDay(c.effectiveDate) : t('results.compare.none')),
    },
    {
      label: t('results.compare.buying'),
      cell: (c) => (c.bindability ? t(`bindability.${c.bindability}.title`) : ''),
    },
    {
      label: t('results.compare.differs'),
      cell: (c) =>
        c.changes.length === 0 ? (
          t('results.compare.asAsked')
        ) : (
          <ul className="compare__list">
            {c.changes.map((change) => (
              <li
                key={`${change.key}-${String(change.values.classCode ?? '')}-${String(change.values.state ?? '')}`}
              >
                {t(`results.pricedWith.${change.key}`, change.values)}
              </li>
            ))}
          </ul>
        ),
    },
  ];

  return (
    <section id={id} className="compare" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="compare__title">
        {t('results.compare.title')}
      </h3>
      {columns.length === 0 ? (
        <p>{t('results.compare.empty')}</p>
      ) : (
        // A keyboard user scrolls the table's box when it is wider than the screen.
        <div className="compare__scroll" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
          <table className="compare__table">
            <caption>{t('results.compare.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('results.compare.carrier')}</th>
                {columns.map((c) => (
                  <th key={c.id} scope="col" className={c.lowest ? 'is-lowest' : undefined}>
                    {c.carrier}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {columns.map((c) => (
                    <td key={c.id}>{row.cell(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
