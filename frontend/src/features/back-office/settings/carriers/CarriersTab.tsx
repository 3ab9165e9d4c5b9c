import { CarrierName } from '@coverline/contracts';
import {
  useDeleteCarrier,
  useGetCarrierByName,
  useGetCarriers,
  useUpdateCarrier,
} from '@coverline/contracts/generated/carriers/carriers';
import type { CarrierDto, GetCarriersParams } from '@coverline/contracts/generated/model';
import { FilterSelect, listColumns, useListPage } from '../../../../ui/list';
import { Named, RowButton, StatusBadge } from '../components/cells';
import { useRecordCache } from '../components/record-cache';
import { PAGE_SIZE, SettingsList } from '../components/SettingsList';
import { SettingsTab, useSettingsEditor } from '../components/SettingsTab';
import { useOptionLabels } from '../options';
import type { CarriersSearch } from '../search';
import { useSettingsT, useTabTitle } from '../texts';
import { CarrierForm, carrierQueries } from './CarrierForm';
import { CarrierLogo, logoSource } from './CarrierLogo';

const column = listColumns<CarrierDto>();

/** Carriers: the list, with search and status filter, and the carrier editor. */
export function CarriersTab() {
  const t = useSettingsT();
  useTabTitle('carriers');
  const { coverage, paymentType } = useOptionLabels();
  const editor = useSettingsEditor<CarrierDto>();
  const list = useListPage<CarriersSearch, GetCarriersParams, CarrierDto>({
    useQuery: useGetCarriers,
    pageSize: PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      page,
      pageSize,
      searchTerm: search.searchTerm,
      status: search.status,
    }),
  });
  const cache = useRecordCache(carrierQueries);
  // Default is not a carrier anyone buys from, so the list leaves it out; its settings (those of
  // carriers without their own) are edited from here.
  const fallback = useGetCarrierByName(CarrierName.Default);
  const deactivate = useDeleteCarrier();
  const update = useUpdateCarrier();
  const busy = deactivate.isPending || update.isPending;
  const title = t('tabs.carriers');

  const setActive = (carrier: CarrierDto, active: boolean) => {
    const options = cache.saved((saved) =>
      t(active ? 'carriers.activated' : 'carriers.deactivated', { name: saved.name }),
    );
    if (active) update.mutate({ carrierId: carrier.id, data: { active: true } }, options);
    else deactivate.mutate({ carrierId: carrier.id }, options);
  };

  return (
    <SettingsTab
      id="carriers-title"
      title={title}
      lead={t('carriers.lead')}
      editor={editor}
      create={{ label: t('carriers.new'), title: t('carriers.newTitle') }}
      editTitle={(carrier) =>
        carrier.name === CarrierName.Default
          ? t('carriers.fallback.title')
          : t('carriers.editTitle', { name: carrier.name })
      }
      editorKey={(carrier) => carrier.id}
      renderEditor={(carrier) => (
        <>
          <CarrierForm
            record={carrier}
            onCancel={editor.close}
            // A new carrier stays open so its logo can be added; an edited one is done.
            onSaved={(saved) => (carrier ? editor.close() : editor.edit(saved))}
          />
          {carrier ? (
            <CarrierLogo carrier={carrier} onChange={editor.edit} />
          ) : (
            <p className="card__note">{t('carriers.logo.afterCreate')}</p>
          )}
        </>
      )}
    >
      <div className="card settings-fallback">
        <p className="card__lead">{t('carriers.fallback.lead')}</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={!fallback.data}
          onClick={() => fallback.data && editor.edit(fallback.data)}
        >
          {t('carriers.fallback.edit')}
        </button>
      </div>
      <SettingsList
        list={list}
        caption={title}
        search={{
          label: t('carriers.search'),
          value: list.search.searchTerm ?? '',
          onSearch: (term) => list.setFilters({ searchTerm: term || undefined }),
        }}
        filters={
          <FilterSelect
            label={t('list.status')}
            all={t('list.all')}
            value={list.search.status}
            options={[
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ]}
            onChange={(status) => list.setFilters({ status })}
          />
        }
        columns={[
          column.display({
            id: 'carrier',
            header: t('carriers.columns.carrier'),
            cell: ({ row }) => <CarrierCell carrier={row.original} />,
          }),
          column.display({
            id: 'coverages',
            header: t('carriers.columns.coverages'),
            cell: ({ row }) => row.original.coverages.map(coverage).join(', ') || t('list.none'),
          }),
          column.display({
            id: 'paymentTypes',
            header: t('carriers.columns.paymentTypes'),
            cell: ({ row }) =>
              row.original.paymentTypes.map(paymentType).join(', ') || t('list.none'),
          }),
          column.display({
            id: 'status',
            header: t('list.status'),
            cell: ({ row }) => (
              <StatusBadge
                on={row.original.active}
                label={t(row.original.active ? 'status.active' : 'status.inactive')}
              />
            ),
          }),
        ]}
        editLabel={(carrier) => t('actions.editNamed', { name: carrier.name })}
        onEdit={editor.edit}
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
    </SettingsTab>
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
