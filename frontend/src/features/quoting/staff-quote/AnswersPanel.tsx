/** The application's answers beside their questions, grouped by the step that asked them. */
import { useTranslation } from '../../../lib/i18n';
import type { AnsweredQuestionDto, OwnerOutDto } from '@coverline/contracts/generated/model';
import { STAFF_QUOTE_NS } from './namespace';

const SECTIONS = ['underwriting', 'payroll', 'owner', 'property', 'cyber'] as const;

export function AnswersPanel({
  answers,
  owners,
}: {
  answers: AnsweredQuestionDto[];
  owners: OwnerOutDto[];
}) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  // Payroll answers belong to a state, owner answers to an owner (by position).
  const groupLabel = (a: AnsweredQuestionDto) => {
    if (a.group === null) return null;
    if (a.section !== 'owner') return a.group;
    const owner = owners[Number(a.group)];
    const name = owner ? [owner.firstName, owner.lastName].filter(Boolean).join(' ') : '';
    return name || t('application.answers.ownerNumber', { number: Number(a.group) + 1 });
  };
  const sections = SECTIONS.map((s) => [s, answers.filter((a) => a.section === s)] as const).filter(
    ([, rows]) => rows.length > 0,
  );
  return (
    <section className="card staff-panel" aria-labelledby="answers-title">
      <h2 id="answers-title">{t('application.answers.title')}</h2>
      {sections.length === 0 && <p>{t('application.answers.none')}</p>}
      {sections.map(([section, rows]) => (
        <div key={section} className="app-table-wrap">
          <table className="app-table">
            <caption>
              <h3>{t(`application.answers.sections.${section}`)}</h3>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('application.answers.question')}</th>
                <th scope="col">{t('application.answers.answer')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => {
                const group = groupLabel(a);
                return (
                  <tr key={`${a.group ?? ''}.${a.key}`}>
                    <th scope="row">
                      {group && <span className="staff-facts__line">{group}</span>}
                      {a.question ?? t('application.answers.retired', { key: a.key })}
                    </th>
                    <td>{a.answer}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
