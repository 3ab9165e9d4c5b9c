import { keepPreviousData } from '@tanstack/react-query';
import {
  useDeleteCarrier,
  useGetCarriers,
  useUpdateCarrier,
} from '@coverline/contracts/generated/carriers/carriers';
import type { ActiveFilter, CarrierDto } from '@coverline/contracts/generated/model';
import { useRecordCache } from '../components/record-cache';
import { Named, RowButton, StatusBadge } from '../components/RecordTable';
import { SettingsListPage, useSettingsList } from '../components/SettingsListPage';
import { useOptionLabels } from '../options';
import { useSettingsT, useTabTitle } from '../texts';
import { CarrierForm, carrierQueries } from './CarrierForm';
import { CarrierLogo, logoSource } from './CarrierLogo';

/** Carriers: the list, with search and status filter, and the carrier editor. */
export function CarriersTab() {
  const t = useSettingsT();
  useTabTitle('carriers');
  const { coverage, paymentType } = useOptionLabels();
  const list = useSettingsList<{ status: '' | ActiveFilter }, CarrierDto>({ status: '' });
  const carriers = useGetCarriers(
    { ...list.params, status: list.filters.status || undefined },
    { query: { placeholderData: keepPreviousData } },
  );
  const cache = useRecordCache(carrierQueries);
  const deactivate = useDeleteCarrier();
  const update = useUpdateCarrier();
  const busy = deactivate.isPending || update.isPending;

  const setActive = (carrier: CarrierDto, active: boolean) => {
    const options = cache.saved((saved) =>
      t(active ? 'carriers.activated' : 'carriers.deactivated', { name: saved.name }),
    );
    if (active) update.mutate({ carrierId: carrier.id, data: { active: true } }, options);
    else deactivate.mutate({ carrierId: carrier.id }, options);
  };

  return (
    <SettingsListPage
      id="carriers-title"
      title={t('tabs.carriers')}
      lead={t('carriers.lead')}
      list={list}
      create={{ label: t('carriers.new'), title: t('carriers.newTitle') }}
      editTitle={(carrier) => t('carriers.editTitle', { name: carrier.name })}
      editorKey={(carrier) => carrier.id}
      renderEditor={(carrier) => (
        <>
          <CarrierForm
            record={carrier}
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
      searchLabel={t('carriers.search')}
      filters={[
        {
          key: 'status',
          label: t('list.status'),
          options: [
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ],
        },
      ]}
      query={carriers}
      result={carriers.data}
      columns={[
        {
          label: t('carriers.columns.carrier'),
          cell: (carrier) => <CarrierCell carrier={carrier} />,
        },
        {
          label: t('carriers.columns.coverages'),
          cell: (carrier) => carrier.coverages.map(coverage).join(', ') || t('list.none'),
        },
        {
          label: t('carriers.columns.paymentTypes'),
          cell: (carrier) => carrier.paymentTypes.map(paymentType).join(', ') || t('list.none'),
        },
        {
          label: t('list.status'),
          cell: (carrier) => (
            <StatusBadge
              on={carrier.active}
              label={t(carrier.active ? 'status.active' : 'status.inactive')}
            />
          ),
        },
      ]}
      editLabel={(carrier) => t('actions.editNamed', { name: carrier.name })}
      rowActions={(carrier) => (
        <RowButton
          label={t(carrier.active ? 'carriers.deactivate' : 'carriers.activate')}
          ariaLabel={t(carrier.active ? 'carriers.deactivateNamed' : 'carriers.activateNamed', {
            name: carrier.name,
          })}
          busy={busy}
          onClick={() => setActive(carrier, !carrier.active)}
        />
      )}
    />
  );
}

function CarrierCell({ carrier }: { carrier: CarrierDto }) {
  const logo = logoSource(carrier);
  return (
    <span className="carrier-cell">
      {logo && <img className="carrier-cell__logo" src={logo} alt="" />}
      <span>
        <Named name={carrier.name} sub={carrier.sharedId} />
      </span>
    </span>
  );
}
