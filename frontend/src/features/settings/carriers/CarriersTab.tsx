import { keepPreviousData } from '@tanstack/react-query';
import {
  getGetCarrierQueryKey,
  getGetCarriersQueryKey,
  useDeleteCarrier,
  useGetCarriers,
  useUpdateCarrier,
} from '@coverline/contracts/generated/carriers/carriers';
import type { ActiveFilter, CarrierDto } from '@coverline/contracts/generated/model';
import { SettingsListPage, useSettingsList } from '../components/SettingsListPage';
import { useStoreSaved } from '../components/store-saved';
import { toastFailure, toastSaved } from '../feedback';
import { useOptionLabels } from '../options';
import { useSettingsT, useTabTitle } from '../texts';
import { CarrierForm } from './CarrierForm';
import { CarrierLogo, logoSource } from './CarrierLogo';

/** Carriers: the list, with search and status filter, and the carrier editor. */
export function CarriersTab() {
  const t = useSettingsT();
  useTabTitle('carriers');
  const list = useSettingsList<'' | ActiveFilter, CarrierDto>('');
  const carriers = useGetCarriers(
    { ...list.params, status: list.filter || undefined },
    { query: { placeholderData: keepPreviousData } },
  );

  return (
    <SettingsListPage
      id="carriers-title"
      title={t('tabs.carriers')}
      lead={t('carriers.lead')}
      newLabel={t('carriers.new')}
      newTitle={t('carriers.newTitle')}
      editTitle={(carrier) => t('carriers.editTitle', { name: carrier.name })}
      editorKey={(carrier) => carrier.id}
      renderEditor={(carrier) => (
        <>
          <CarrierForm
            carrier={carrier}
            onCancel={list.close}
            // A new carrier stays open so its logo can be added; an edited one is done.
            onSaved={(saved) => (carrier ? list.close() : list.edit(saved))}
          />
          {carrier ? (
            <CarrierLogo carrier={carrier} onChange={list.edit} />
          ) : (
            <p className="card__note">{t('carriers.logo.afterCreate')}</p>
          )}
        </>
      )}
      list={list}
      searchLabel={t('carriers.search')}
      filterLabel={t('list.status')}
      filterOptions={[
        { value: 'active', label: t('status.active') },
        { value: 'inactive', label: t('status.inactive') },
      ]}
      total={carriers.data?.total}
      empty={carriers.data?.items.length === 0}
      query={carriers}
    >
      <CarrierTable carriers={carriers.data?.items ?? []} onEdit={list.edit} />
    </SettingsListPage>
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
  const store = useStoreSaved(
    (saved: CarrierDto) => getGetCarrierQueryKey(saved.id),
    getGetCarriersQueryKey(),
  );
  const deactivate = useDeleteCarrier();
  const update = useUpdateCarrier();
  const busy = deactivate.isPending || update.isPending;

  const settle = (saved: CarrierDto, message: string) => {
    store(saved);
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
