import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import {
  CoverageType,
  EMPLOYERS_LIABILITY_LIMITS,
  OwnerInclusion,
  stateName,
  type EmployersLiabilityLevel,
  type StateCode,
} from '@coverline/contracts';
import { Alert } from '../../../../ui/Alert';
import { BackPrompt } from '../components/StepLayout';
import { ProblemAlert } from '../components/ProblemAlert';
import { SavedForLater } from '../components/SavedForLater';
import { formatCents } from '../../../../lib/currency';
import { formatDay } from '../../../../lib/dates';
import { QUOTATION_NS } from '../namespace';
import { useWizard, useWizardStore } from '../state/context';
import type { WizardValues } from '../state/values';

function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="details summary__details">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([term, value]) => (
          <div key={term} className="details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

const stateLabel = (code: string | null | undefined) =>
  code ? `${stateName(code as StateCode) ?? code}` : '';

/** Payroll by state and class code, with the states' totals. */
function ByState({ values }: { values: WizardValues }) {
  const { t } = useTranslation(QUOTATION_NS);
  const codes = values.wcClassCodes ?? [];
  const states = [...new Set(codes.map((c) => c.state ?? ''))];
  return (
    <section className="summary__section" aria-labelledby="summary-by-state">
      <h3 id="summary-by-state">{t('summary.byState')}</h3>
      {states.map((state) => {
        const rows = codes.filter((c) => (c.state ?? '') === state);
        const total = rows.reduce((sum, c) => sum + (c.payrollCents ?? 0), 0);
        const owners = (values.owners ?? []).filter(
          (o) => o.primaryWorkState === state && o.inclusion === OwnerInclusion.Included,
        );
        return (
          <div key={state} className="summary__group">
            <h4>{stateLabel(state)}</h4>
            <Details
              rows={[
                ...rows.map((c): [string, ReactNode] => [
                  t('summary.classCode', { code: c.classCode, description: c.description ?? '' }),
                  c.payrollCents != null ? formatCents(c.payrollCents) : t('summary.none'),
                ]),
                [t('summary.statePayroll'), formatCents(total)],
                [
                  t('summary.includedOwners'),
                  owners.length ? String(owners.length) : t('summary.none'),
                ],
              ]}
            />
          </div>
        );
      })}
    </section>
  );
}

function Officers({ values }: { values: WizardValues }) {
  const { t } = useTranslation(QUOTATION_NS);
  return (
    <section className="summary__section" aria-labelledby="summary-officers">
      <h3 id="summary-officers">{t('summary.officers')}</h3>
      <ul className="summary__list">
        {(values.owners ?? []).map((o, i) => (
          <li key={o.id ?? i}>
            {t('summary.officer', {
              name: [o.firstName, o.lastName].filter(Boolean).join(' '),
              title: o.title ?? '',
              percent: o.ownershipPercent ?? 0,
              state: stateLabel(o.primaryWorkState),
              inclusion: t(`owners.inclusion.${o.inclusion ?? OwnerInclusion.Excluded}`),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Locations({ values }: { values: WizardValues }) {
  const { t } = useTranslation(QUOTATION_NS);
  const bop = values.coverageType === CoverageType.BusinessOwners;
  return (
    <section className="summary__section" aria-labelledby="summary-locations">
      <h3 id="summary-locations">{t('summary.locations')}</h3>
      <ul className="summary__list">
        {(values.locations ?? []).map((l, i) => (
          <li key={l.id ?? i}>
            {[l.address, l.address2, l.city, l.state, l.zip].filter(Boolean).join(', ')}
            {l.primary && ` · ${t('location.primaryTag')}`}
            {bop && l.bppCoverageCents != null && (
              <> · {t('summary.bpp', { amount: formatCents(l.bppCoverageCents) })}</>
            )}
            {bop && l.buildingCoverageCents != null && (
              <> · {t('summary.building', { amount: formatCents(l.buildingCoverageCents) })}</>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Overall({ values }: { values: WizardValues }) {
  const { t } = useTranslation(QUOTATION_NS);
  const { feinOnFile } = useWizard();
  const line = values.coverageType;
  const yesNo = (value: boolean | null | undefined) =>
    value === true ? t('common.yes') : value === false ? t('common.no') : '';
  const fein = values.noFein ? t('summary.noFein') : (values.fein ?? feinOnFile ?? '');
  const mailing = values.mailingAddress;
  return (
    <section className="summary__section" aria-labelledby="summary-overall">
      <h3 id="summary-overall">{t('summary.overall')}</h3>
      <Details
        rows={[
          [t('summary.coverage'), line ? t(`coverages.${line}.name`, { ns: 'translation' }) : ''],
          [t('fields.businessName'), values.businessName],
          [t('fields.businessDba'), values.businessDba],
          [t('summary.businessType'), values.naicsMatrixDesc],
          [
            t('summary.legalEntity'),
            values.legalEntity ? t(`entityType.${values.legalEntity}`) : '',
          ],
          [t('fields.employees'), values.employees != null ? String(values.employees) : ''],
          [
            t('fields.yearEstablished'),
            values.yearEstablished != null ? String(values.yearEstablished) : '',
          ],
          [t('fields.fein'), fein],
          [t('fields.website'), values.noWebsite ? t('summary.noWebsite') : values.website],
          [t('summary.contact'), [values.firstName, values.lastName].filter(Boolean).join(' ')],
          [t('fields.email'), values.email],
          [t('summary.phone'), values.phone],
          [
            t('summary.mailing'),
            mailing?.kind === 'sameAsBusiness'
              ? t('mailing.kind.sameAsBusiness')
              : [mailing?.address, mailing?.city, mailing?.state, mailing?.zip]
                  .filter(Boolean)
                  .join(', '),
          ],
          [t('fields.effectiveDate'), values.effectiveDate ? formatDay(values.effectiveDate) : ''],
          [
            t('summary.employersLiability'),
            values.employersLiabilityLevel
              ? EMPLOYERS_LIABILITY_LIMITS[
                  values.employersLiabilityLevel as EmployersLiabilityLevel
                ]
              : '',
          ],
          [
            t('waiver.legend'),
            line === CoverageType.WorkersCompensation ? yesNo(values.waiverOfSubrogation) : '',
          ],
          [
            t('fields.annualSales'),
            values.annualSalesCents != null ? formatCents(values.annualSalesCents) : '',
          ],
          [
            t('summary.payroll'),
            values.payrollCents != null ? formatCents(values.payrollCents) : '',
          ],
          [t('glLimits.legend'), values.glLimit ? t(`glLimits.limit.${values.glLimit}`) : ''],
          [t('glLimits.additionalInsured'), yesNo(values.blanketAdditionalInsured)],
          [
            t('fields.propertyDeductible'),
            values.propertyDeductibleCents != null
              ? formatCents(values.propertyDeductibleCents)
              : '',
          ],
          [
            t('fields.cyberLimit'),
            values.cyberLimitCents != null ? formatCents(values.cyberLimitCents) : '',
          ],
          [
            t('fields.cyberRetention'),
            values.cyberRetentionCents != null ? formatCents(values.cyberRetentionCents) : '',
          ],
          [t('summary.claims'), t('summary.claimsCount', { count: (values.claims ?? []).length })],
        ]}
      />
    </section>
  );
}

/** Everything entered, by state, officers, location and overall, before asking the carriers. */
export function SummaryStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const { values, busy, submitErrors, savedForLater } = useWizard();
  const wc = values.coverageType === CoverageType.WorkersCompensation;
  const submitting = busy === 'submitting';
  return (
    <section className="card wizard-step" aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title" tabIndex={-1} className="wizard-step__title">
        {t('steps.summary.title')}
      </h2>
      <p className="card__lead">{t('steps.summary.lead')}</p>
      <ProblemAlert />
      {submitErrors.length > 0 && (
        <Alert tone="error" title={t('summary.missing')}>
          <ul>
            {submitErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {wc && <ByState values={values} />}
      {wc && <Officers values={values} />}
      <Locations values={values} />
      <Overall values={values} />
      <div className="form__actions wizard-step__actions">
        <button type="button" className="button button--secondary" onClick={() => store.goBack()}>
          {t('actions.back')}
        </button>
        <button
          type="button"
          className="button button--primary button--large"
          disabled={submitting}
          onClick={() => void store.submit()}
        >
          {submitting ? t('summary.sending') : t('summary.getQuotes')}
        </button>
      </div>
      <BackPrompt />
      <div className="save-later">
        {savedForLater ? (
          <SavedForLater />
        ) : (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy === 'savingForLater'}
            onClick={() => void store.saveForLater(null)}
          >
            {busy === 'savingForLater' ? t('saveForLater.saving') : t('saveForLater.button')}
          </button>
        )}
      </div>
    </section>
  );
}
