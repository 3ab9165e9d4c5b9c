import { useState } from 'react';
import {
  PartnerKind,
  type ApiClientDto,
  type ApiClientSecretDto,
  type GetApiClientsParams,
} from '@coverline/contracts/generated/model';
import { useGetApiClients } from '@coverline/contracts/generated/api-clients/api-clients';
import { formatMoment } from '../../../../lib/dates';
import { FilterSelect, listColumns, useListPage } from '../../../../ui/list';
import { PAGE_SIZE, SettingsList } from '../components/SettingsList';
import { SettingsTab, useSettingsEditor } from '../components/SettingsTab';
import type { ApiClientsSearch } from '../search';
import { useSettingsT, useTabTitle } from '../texts';
import { ApiClientDetail } from './ApiClientDetail';
import { ApiClientForm } from './ApiClientForm';
import { SecretOnce } from './SecretOnce';

const column = listColumns<ApiClientDto>();

/**
 * The API clients partners' systems sign in with: who each speaks for, its scopes, its rate and
 * when it was last used. A new client's secret is shown once, in place of the form.
 */
export function ApiClientsTab() {
  const t = useSettingsT();
  useTabTitle('apiClients');
  const editor = useSettingsEditor<ApiClientDto>();
  const [created, setCreated] = useState<ApiClientSecretDto>();
  const list = useListPage<ApiClientsSearch, GetApiClientsParams, ApiClientDto>({
    useQuery: useGetApiClients,
    pageSize: PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({ partnerKind: search.partnerKind, page, pageSize }),
  });
  const title = t('tabs.apiClients');
  const close = () => {
    setCreated(undefined);
    editor.close();
  };

  return (
    <SettingsTab
      id="api-clients-title"
      title={title}
      lead={t('apiClients.lead')}
      editor={editor}
      create={{ label: t('apiClients.new'), title: t('apiClients.newTitle') }}
      editTitle={(client) => client.name}
      editorKey={(client) => client.id}
      renderEditor={(client) =>
        client ? (
          <ApiClientDetail client={client} onClose={close} />
        ) : created ? (
          <SecretOnce clientId={created.client.id} secret={created.clientSecret} onDone={close} />
        ) : (
          <ApiClientForm onCreated={setCreated} onCancel={close} />
        )
      }
    >
      <SettingsList
        list={list}
        caption={title}
        filtersLabel={t('apiClients.filters')}
        filters={
          <FilterSelect
            label={t('apiClients.fields.partnerKind')}
            all={t('list.all')}
            value={list.search.partnerKind}
            options={Object.values(PartnerKind).map((kind) => ({
              value: kind,
              label: t(`apiClients.partnerKinds.${kind}`),
            }))}
            onChange={(partnerKind) => list.setFilters({ partnerKind })}
          />
        }
        columns={[
          column.accessor('name', { header: t('apiClients.fields.name') }),
          column.display({
            id: 'partner',
            header: t('apiClients.fields.partner'),
            cell: ({ row }) =>
              `${row.original.partnerName ?? '-'} (${t(`apiClients.partnerKinds.${row.original.partnerKind}`)})`,
          }),
          column.display({
            id: 'scopes',
            header: t('apiClients.fields.scopes'),
            cell: ({ row }) => row.original.scopes.join(' '),
          }),
          column.display({
            id: 'rate',
            header: t('apiClients.columns.rate'),
            cell: ({ row }) => t('apiClients.perMinute', { count: row.original.ratePerMinute }),
          }),
          column.display({
            id: 'lastUsed',
            header: t('apiClients.columns.lastUsed'),
            cell: ({ row }) =>
              row.original.lastUsedAt
                ? formatMoment(row.original.lastUsedAt)
                : t('apiClients.never'),
          }),
          column.display({
            id: 'status',
            header: t('apiClients.columns.status'),
            cell: ({ row }) =>
              row.original.revokedAt
                ? t('apiClients.statusRevoked')
                : row.original.previousSecretEndsAt
                  ? t('apiClients.statusRotating', {
                      date: formatMoment(row.original.previousSecretEndsAt),
                    })
                  : t('apiClients.statusActive'),
          }),
        ]}
        editLabel={(client) => t('apiClients.openNamed', { name: client.name })}
        onEdit={editor.edit}
      />
    </SettingsTab>
  );
}
