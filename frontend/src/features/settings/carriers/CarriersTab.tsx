import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  getGetCarrierQueryKey,
  getGetCarriersQueryKey,
  useDeleteCarrier,
  useGetCarriers,
  useUpdateCarrier,
} from '@coverline/contracts/generated/carriers/carriers';
import type { ActiveFilter, CarrierDto } from '@coverline/contracts/generated/model';
import { EditorPanel } from '../components/EditorPanel';
import { SelectField } from '../components/fields';
import { PAGE_SIZE, useEditor, useKeepPageInRange, useListState } from '../components/list-state';
import { ListState, ResultCount } from '../components/ListState';
import { Pagination } from '../components/Pagination';
import { SearchForm } from '../components/SearchForm';
import { TabSection } from '../components/TabSection';
import { toastFailure, toastSaved } from '../feedback';
import { useOptionLabels } from '../options';
import { useSettingsT, useTabTitle } from '../texts';
import { CarrierForm } from './CarrierForm';
import { CarrierLogo, logoSource } from './CarrierLogo';

type Editing = { mode: 'create' } | { mode: 'edit'; carrier: CarrierDto };

/** Carriers: the list, with search and status filter, and the carrier editor. */
export function CarriersTab() {
  const t = useSettingsT();
  useTabTitle('carriers');
  const list = useListState<'' | ActiveFilter>('');
  const editor = useEditor<Editing>();
  const carriers = useGetCarriers(
    {
      page: list.page,
      pageSize: PAGE_SIZE,
      searchTerm: list.term || undefined,
      status: list.filter || undefined,
    },
    { query: { placeholderData: keepPreviousData } },
  );
  useKeepPageInRange(list.page, carriers.data?.total, list.setPage);

  const editing = editor.editing;
  return (
    <TabSection
      id="carriers-title"
      title={t('tabs.carriers')}
      lead={t('carriers.lead')}
      headingRef={editor.headingRef}
      actions={
        !editing && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => editor.open({ mode: 'create' })}
          >
            {t('carriers.new')}
          </button>
        )
      }
    >
      {editing ? (
        <EditorPanel
          key={editing.mode === 'edit' ? editing.carrier.id : 'new'}
          title={
            editing.mode === 'edit'
              ? t('carriers.editTitle', { name: editing.carrier.name })
              : t('carriers.newTitle')
          }
        >
          <CarrierForm
            carrier={editing.mode === 'edit' ? editing.carrier : undefined}
            onCancel={editor.close}
            onSaved={(saved) =>
              // A new carrier stays open so its logo can be added; an edited one is done.
              editing.mode === 'create'
                ? editor.open({ mode: 'edit', carrier: saved })
                : editor.close()
            }
          />
          {editing.mode === 'edit' ? (
            <CarrierLogo
              carrier={editing.carrier}
              onChange={(carrier) => editor.open({ mode: 'edit', carrier })}
            />
          ) : (
            <p className="card__note">{t('carriers.logo.afterCreate')}</p>
          )}
        </EditorPanel>
      ) : (
        <>
          <SearchForm label={t('carriers.search')} initial={list.term} onSearch={list.search}>
            <SelectField
              label={t('list.status')}
              value={list.filter}
              onChange={(event) => list.changeFilter(event.target.value as '' | ActiveFilter)}
              options={[
                { value: '', label: t('list.all') },
                { value: 'active', label: t('status.active') },
                { value: 'inactive', label: t('status.inactive') },
              ]}
            />
          </SearchForm>
          {carriers.data && <ResultCount total={carriers.data.total} />}
          <ListState
            loading={carriers.isPending}
            error={carriers.error}
            empty={carriers.data?.items.length === 0}
            onRetry={() => void carriers.refetch()}
          >
            <CarrierTable
              carriers={carriers.data?.items ?? []}
              onEdit={(carrier) => editor.open({ mode: 'edit', carrier })}
            />
          </ListState>
          <Pagination
            page={list.page}
            pageSize={PAGE_SIZE}
            total={carriers.data?.total ?? 0}
            onPage={list.setPage}
          />
        </>
      )}
    </TabSection>
  );
}

function CarrierTable({
  carriers,
  onEdit,
}: {
  carriers: CarrierDto[];
  onEdit: (carrier: CarrierDto) => void;
}) {
  const t = useSettingsT();
  const { coverage, paymentType } = useOptionLabels();
  const queryClient = useQueryClient();
  const deactivate = useDeleteCarrier();
  const update = useUpdateCarrier();
  const busy = deactivate.isPending || update.isPending;

  const settle = (saved: CarrierDto, message: string) => {
    queryClient.setQueryData(getGetCarrierQueryKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: getGetCarriersQueryKey() });
    toastSaved(message);
  };
  const setActive = (carrier: CarrierDto, active: boolean) => {
    const options = {
      onSuccess: (saved: CarrierDto) =>
        settle(
          saved,
          t(active ? 'carriers.activated' : 'carriers.deactivated', { name: saved.name }),
        ),
      onError: (error: unknown) => void toastFailure(error),
    };
    if (active) update.mutate({ carrierId: carrier.id, data: { active: true } }, options);
    else deactivate.mutate({ carrierId: carrier.id }, options);
  };

  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{t('tabs.carriers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('carriers.columns.carrier')}</th>
            <th scope="col">{t('carriers.columns.coverages')}</th>
            <th scope="col">{t('carriers.columns.paymentTypes')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {carriers.map((carrier) => {
            const logo = logoSource(carrier);
            return (
              <tr key={carrier.id}>
                <th scope="row" data-label={t('carriers.columns.carrier')}>
                  <span className="carrier-cell">
                    {logo && <img className="carrier-cell__logo" src={logo} alt="" />}
                    <span>
                      {carrier.name}
                      {carrier.sharedId && (
                        <span className="data-table__sub">{carrier.sharedId}</span>
                      )}
                    </span>
                  </span>
                </th>
                <td data-label={t('carriers.columns.coverages')}>
                  {carrier.coverages.map(coverage).join(', ') || t('list.none')}
                </td>
                <td data-label={t('carriers.columns.paymentTypes')}>
                  {carrier.paymentTypes.map(paymentType).join(', ') || t('list.none')}
                </td>
                <td data-label={t('list.status')}>
                  <span className={carrier.active ? 'badge badge--on' : 'badge'}>
                    {t(carrier.active ? 'status.active' : 'status.inactive')}
                  </span>
                </td>
                <td data-label={t('list.actions')}>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('actions.editNamed', { name: carrier.name })}
                      onClick={() => onEdit(carrier)}
                    >
                      {t('actions.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy}
                      aria-label={t(
                        carrier.active ? 'carriers.deactivateNamed' : 'carriers.activateNamed',
                        { name: carrier.name },
                      )}
                      onClick={() => setActive(carrier, !carrier.active)}
                    >
                      {t(carrier.active ? 'carriers.deactivate' : 'carriers.activate')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
