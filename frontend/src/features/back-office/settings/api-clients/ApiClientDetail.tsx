import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClientDto, ApiClientSecretDto } from '@coverline/contracts/generated/model';
import {
  getGetApiClientQueryKey,
  getGetApiClientsQueryKey,
  useGetApiClient,
  useGetApiClientCalls,
  useRevokeApiClient,
  useRotateApiClientSecret,
  useUpdateApiClient,
} from '@coverline/contracts/generated/api-clients/api-clients';
import { formatMoment } from '../../../../lib/dates';
import { TextField } from '../../../../ui/TextField';
import { ConfirmButton } from '../components/ConfirmButton';
import { toastFailure, toastSaved } from '../feedback';
import { useSettingsT } from '../texts';
import { scopeKey } from './scope-key';
import { SecretOnce } from './SecretOnce';

const DEFAULT_OVERLAP_HOURS = 24;

/**
 * One API client: its rate (changed in place), a new secret with the old one kept for an
 * overlap, revocation, and its latest calls.
 */
export function ApiClientDetail({
  client: listed,
  onClose,
}: {
  client: ApiClientDto;
  onClose: () => void;
}) {
  const t = useSettingsT();
  // Read afresh: the list's copy may predate the latest calls (last use) or a change.
  const client = useGetApiClient(listed.id).data ?? listed;
  const queryClient = useQueryClient();
  const [rate, setRate] = useState(String(client.ratePerMinute));
  const [overlap, setOverlap] = useState(String(DEFAULT_OVERLAP_HOURS));
  const [rotated, setRotated] = useState<ApiClientSecretDto>();
  const update = useUpdateApiClient();
  const rotate = useRotateApiClientSecret();
  const revoke = useRevokeApiClient();
  const calls = useGetApiClientCalls(client.id, { pageSize: 20 });
  const live = !client.revokedAt;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetApiClientsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetApiClientQueryKey(client.id) }),
    ]);

  async function run(work: () => Promise<unknown>, saved: string) {
    try {
      await work();
      await refresh();
      toastSaved(saved);
    } catch (error) {
      toastFailure(error);
    }
  }

  if (rotated) {
    return <SecretOnce clientId={client.id} secret={rotated.clientSecret} onDone={onClose} />;
  }

  return (
    <div className="api-client">
      <dl className="api-client__facts">
        <dt>{t('apiClients.fields.clientId')}</dt>
        <dd>
          <code>{client.id}</code>
        </dd>
        <dt>{t('apiClients.fields.partner')}</dt>
        <dd>
          {t(`apiClients.partnerKinds.${client.partnerKind}`)}: {client.partnerName ?? '-'}
        </dd>
        <dt>{t('apiClients.fields.scopes')}</dt>
        <dd>{client.scopes.map((s) => t(`apiClients.scopes.${scopeKey(s)}`)).join(', ')}</dd>
        <dt>{t('apiClients.columns.lastUsed')}</dt>
        <dd>{client.lastUsedAt ? formatMoment(client.lastUsedAt) : t('apiClients.never')}</dd>
        {client.previousSecretEndsAt && (
          <>
            <dt>{t('apiClients.previousSecret')}</dt>
            <dd>{formatMoment(client.previousSecretEndsAt)}</dd>
          </>
        )}
        {client.revokedAt && (
          <>
            <dt>{t('apiClients.revokedAt')}</dt>
            <dd>{formatMoment(client.revokedAt)}</dd>
          </>
        )}
      </dl>
      {live && (
        <>
          <form
            className="settings-form settings-form--inline"
            onSubmit={(e) => {
              e.preventDefault();
              void run(
                () => update.mutateAsync({ id: client.id, data: { ratePerMinute: Number(rate) } }),
                t('apiClients.rateSaved'),
              );
            }}
          >
            <TextField
              label={t('apiClients.fields.rate')}
              type="number"
              min={1}
              max={100_000}
              value={rate}
              onChange={(e) => setRate(e.target.value)}
            />
            <button type="submit" className="button button--secondary" disabled={update.isPending}>
              {t('apiClients.saveRate')}
            </button>
          </form>
          <form
            className="settings-form settings-form--inline"
            onSubmit={(e) => {
              e.preventDefault();
              void rotate
                .mutateAsync({ id: client.id, data: { overlapHours: Number(overlap) } })
                .then(async (answer) => {
                  await refresh();
                  setRotated(answer);
                }, toastFailure);
            }}
          >
            <TextField
              label={t('apiClients.fields.overlap')}
              hint={t('apiClients.overlapHint')}
              type="number"
              min={0}
              max={720}
              value={overlap}
              onChange={(e) => setOverlap(e.target.value)}
            />
            <button type="submit" className="button button--secondary" disabled={rotate.isPending}>
              {t('apiClients.rotate')}
            </button>
          </form>
          <ConfirmButton
            label={t('apiClients.revoke')}
            question={t('apiClients.revokeQuestion', { name: client.name })}
            confirmLabel={t('apiClients.confirmRevoke')}
            busy={revoke.isPending}
            onConfirm={() =>
              void run(
                () => revoke.mutateAsync({ id: client.id }).then(onClose),
                t('apiClients.revoked', { name: client.name }),
              )
            }
          />
        </>
      )}
      <h3 className="api-client__calls">{t('apiClients.calls')}</h3>
      {calls.data && calls.data.items.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('apiClients.calls')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('apiClients.callColumns.at')}</th>
                <th scope="col">{t('apiClients.callColumns.route')}</th>
                <th scope="col">{t('apiClients.callColumns.status')}</th>
                <th scope="col">{t('apiClients.callColumns.duration')}</th>
              </tr>
            </thead>
            <tbody>
              {calls.data.items.map((call, i) => (
                <tr key={`${call.at}-${i}`}>
                  <td>{formatMoment(call.at)}</td>
                  <td>
                    <code>
                      {call.method} {call.path}
                    </code>
                  </td>
                  <td>{call.status}</td>
                  <td>{call.durationMs} ms</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{calls.isLoading ? t('list.loading') : t('apiClients.noCalls')}</p>
      )}
    </div>
  );
}
