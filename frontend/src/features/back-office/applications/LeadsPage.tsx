/**
 * The pipeline's Leads view (admins): the emails visitors left when no carrier wrote their
 * business in their state for a coverage, newest first, with what the carriers answer today,
 * so a lead whose business a carrier now writes can be called.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { stateName, type StateCode } from '@coverline/contracts';
import { useListAppetiteLeads } from '@coverline/contracts/generated/appetite/appetite';
import type {
  AppetiteLeadDto,
  ListAppetiteLeadsParams,
} from '@coverline/contracts/generated/model';
import { formatDate } from '../../../lib/dates';
import { listColumns, ListView, useListPage } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useAppetiteT } from '../../quoting/appetite/namespace';
import { ApplicationsTabs } from './ApplicationsTabs';
import { useApplicationsT } from './namespace';
import type { LeadsSearch } from './search';
import '../../../ui/lists.css';
import '../../quoting/appetite/appetite.css';
import './applications.css';

const PAGE_SIZE = 20;
const column = listColumns<AppetiteLeadDto>();

export function LeadsPage() {
  const t = useAppetiteT();
  const ta = useApplicationsT();
  useDocumentTitle(`${t('leads.title')} · ${ta('title')}`);
  const list = useListPage<LeadsSearch, ListAppetiteLeadsParams, AppetiteLeadDto>({
    useQuery: useListAppetiteLeads,
    pageSize: PAGE_SIZE,
    defaultSort: { sort: 'createdAt', order: 'DESC' },
    params: ({ search, page, pageSize }) => ({ page, pageSize, order: search.order }),
  });
  const columns = useMemo(
    () => [
      column.accessor('email', { header: t('leads.email'), meta: { rowHeader: true } }),
      column.accessor('businessType', { header: t('leads.business') }),
      column.display({
        id: 'where',
        header: t('leads.where'),
        cell: ({ row: { original: lead } }) => (
          <span>
            {stateName(lead.state as StateCode)}
            <span className="data-table__sub">{t(`lines.${lead.line}`)}</span>
          </span>
        ),
      }),
      column.accessor('verdictNow', {
        header: t('leads.now'),
        cell: ({ getValue }) => (
          <span className={`appetite-answer appetite-answer--${getValue()}`}>
            {t(`guide.verdict.${getValue()}`)}
          </span>
        ),
      }),
      column.display({
        id: 'createdAt',
        header: t('leads.left'),
        cell: ({ row: { original: lead } }) => (
          <span>
            {formatDate(lead.createdAt)}
            {lead.quoteId && (
              <span className="data-table__sub">
                <Link to="/dashboard/quote/$id" params={{ id: lead.quoteId }}>
                  {t('leads.quote')}
                </Link>
              </span>
            )}
          </span>
        ),
      }),
    ],
    [t],
  );
  return (
    <div className="page applications">
      <header className="page-header">
        <p className="eyebrow">{ta('eyebrow')}</p>
        <h1>{ta('title')}</h1>
        <p className="lead">{t('leads.lead')}</p>
      </header>
      <ApplicationsTabs />
      <ListView
        list={list}
        columns={columns}
        caption={t('leads.caption', { page: list.page, pages: list.pages })}
        texts={{ loading: t('leads.loading'), empty: t('leads.empty'), failed: t('leads.failed') }}
      />
    </div>
  );
}
