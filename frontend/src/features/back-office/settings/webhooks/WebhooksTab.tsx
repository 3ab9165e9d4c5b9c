import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { PartnerKind, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@coverline/contracts';
import type { WebhookSubscriptionDto } from '@coverline/contracts/generated/model';
import { useGetCarriers } from '@coverline/contracts/generated/carriers/carriers';
import { useGetPayrollCompanies } from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import {
  getListWebhookDeliveriesQueryKey,
  getListWebhookSubscriptionsQueryKey,
  useCreateWebhookSubscription,
  useDeleteWebhookSubscription,
  useListWebhookDeliveries,
  useListWebhookSubscriptions,
  useReplayWebhookDelivery,
  useRotateWebhookSecret,
  useUpdateWebhookSubscription,
} from '@coverline/contracts/generated/webhooks/webhooks';
import { formatMoment } from '../../../../lib/dates';
import { Alert } from '../../../../ui/Alert';
import { TextField } from '../../../../ui/TextField';
import { ConfirmButton } from '../components/ConfirmButton';
import { Choice, ChoiceGroup, SelectField } from '../components/fields';
import { TabSection } from '../components/TabSection';
import { toastFailure, toastSaved } from '../feedback';
import { useSettingsT, useTabTitle } from '../texts';

/** The delivery log refreshes on its own while the tab is open: retries land in the background. */
const LOG_REFRESH_MS = 3000;

/** Event types hold a dot, which i18next reads as nesting: their texts are keyed with `_`. */
const eventKey = (type: string) => `webhooks.events.${type.replace('.', '_')}`;

/** A secret just made: shown once, with whose it is. */
interface ShownSecret {
  subscription: string;
  secret: string;
}

/** Partners' webhook subscriptions (create, disable, rotate, delete) and the delivery log. */
export function WebhooksTab() {
  const t = useSettingsT();
  useTabTitle('webhooks');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const subscriptions = useListWebhookSubscriptions({});
  const [shownSecret, setShownSecret] = useState<ShownSecret | null>(null);
  const [logOf, setLogOf] = useState<string | undefined>(undefined);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListWebhookSubscriptionsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListWebhookDeliveriesQueryKey() }),
    ]);

  return (
    <TabSection
      id="webhooks-title"
      title={t('tabs.webhooks')}
      lead={t('webhooks.lead')}
      headingRef={headingRef}
    >
      {shownSecret && (
        <Alert tone="warning" title={t('webhooks.secretTitle', { url: shownSecret.subscription })}>
          <p>{t('webhooks.secretOnce')}</p>
          <p>
            <code data-testid="webhook-secret">{shownSecret.secret}</code>
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setShownSecret(null)}
          >
            {t('webhooks.secretCopied')}
          </button>
        </Alert>
      )}
      <NewSubscription
        onCreated={(url, secret) => {
          setShownSecret({ subscription: url, secret });
          void refresh();
        }}
      />
      <h3>{t('webhooks.subscriptions')}</h3>
      {subscriptions.isError ? (
        <Alert tone="error">{t('list.loadFailed')}</Alert>
      ) : (
        <SubscriptionsTable
          rows={subscriptions.data ?? []}
          loading={subscriptions.isPending}
          logOf={logOf}
          onShowLog={setLogOf}
          onSecret={(url, secret) => setShownSecret({ subscription: url, secret })}
          onChanged={refresh}
        />
      )}
      <DeliveryLog
        subscription={subscriptions.data?.find((s) => s.id === logOf)}
        onShowAll={() => setLogOf(undefined)}
      />
    </TabSection>
  );
}

function NewSubscription({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const t = useSettingsT();
  const [partnerKind, setPartnerKind] = useState<PartnerKind>(PartnerKind.PayrollCompany);
  const [partnerId, setPartnerId] = useState('');
  const [url, setUrl] = useState('');
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>([]);
  const [error, setError] = useState<string | undefined>();
  const companies = useGetPayrollCompanies({ pageSize: 100 });
  const carriers = useGetCarriers({ pageSize: 100 });
  const create = useCreateWebhookSubscription();
  const partners =
    (partnerKind === PartnerKind.Carrier ? carriers.data?.items : companies.data?.items) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    create.mutate(
      { data: { partnerKind, partnerId, url, eventTypes } },
      {
        onSuccess: (created) => {
          toastSaved(t('webhooks.created'));
          setUrl('');
          setEventTypes([]);
          onCreated(created.subscription.url, created.secret);
        },
        onError: (failure) => setError(toastFailure(failure)),
      },
    );
  };

  return (
    <form className="card" onSubmit={submit} aria-labelledby="webhook-new-title">
      <h3 id="webhook-new-title">{t('webhooks.new')}</h3>
      {error && <Alert tone="error">{error}</Alert>}
      <SelectField
        label={t('webhooks.fields.partnerKind')}
        value={partnerKind}
        onChange={(e) => {
          setPartnerKind(e.target.value as PartnerKind);
          setPartnerId('');
        }}
        options={[
          { value: PartnerKind.PayrollCompany, label: t('webhooks.kinds.payroll_company') },
          { value: PartnerKind.Carrier, label: t('webhooks.kinds.carrier') },
        ]}
      />
      <SelectField
        label={t('webhooks.fields.partner')}
        value={partnerId}
        required
        onChange={(e) => setPartnerId(e.target.value)}
        options={[
          { value: '', label: t('webhooks.choosePartner') },
          ...partners.map((p) => ({ value: p.id, label: p.name })),
        ]}
      />
      <TextField
        label={t('webhooks.fields.url')}
        hint={t('webhooks.urlHint')}
        type="url"
        required
        value={url}
        onChange={(e) => setUrl(e.target.value)}
      />
      <ChoiceGroup legend={t('webhooks.fields.eventTypes')}>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Choice
            key={type}
            label={t(eventKey(type))}
            checked={eventTypes.includes(type)}
            onChange={(e) =>
              setEventTypes((list) =>
                e.target.checked ? [...list, type] : list.filter((x) => x !== type),
              )
            }
          />
        ))}
      </ChoiceGroup>
      <div className="actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={create.isPending || !partnerId || eventTypes.length === 0}
        >
          {t('webhooks.create')}
        </button>
      </div>
    </form>
  );
}

function SubscriptionsTable({
  rows,
  loading,
  logOf,
  onShowLog,
  onSecret,
  onChanged,
}: {
  rows: WebhookSubscriptionDto[];
  loading: boolean;
  logOf: string | undefined;
  onShowLog: (id: string) => void;
  onSecret: (url: string, secret: string) => void;
  onChanged: () => Promise<unknown>;
}) {
  const t = useSettingsT();
  const update = useUpdateWebhookSubscription();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookSubscription();
  const done = (message: string) => ({
    onSuccess: () => {
      toastSaved(message);
      void onChanged();
    },
    onError: (error: unknown) => void toastFailure(error),
  });

  if (loading) return <p role="status">{t('list.loading')}</p>;
  if (rows.length === 0) return <p className="list-status">{t('webhooks.none')}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{t('webhooks.subscriptions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('webhooks.columns.partner')}</th>
            <th scope="col">{t('webhooks.columns.url')}</th>
            <th scope="col">{t('webhooks.columns.events')}</th>
            <th scope="col">{t('webhooks.columns.status')}</th>
            <th scope="col">{t('webhooks.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id} aria-current={s.id === logOf ? 'true' : undefined}>
              <td>
                {s.partnerName}
                <br />
                <small>{t(`webhooks.kinds.${s.partnerKind}`)}</small>
                {s.apiClientId && (
                  <>
                    <br />
                    <small>{t('webhooks.byApiClient')}</small>
                  </>
                )}
              </td>
              <td>
                <code>{s.url}</code>
              </td>
              <td>{s.eventTypes.map((type) => t(eventKey(type))).join(', ')}</td>
              <td>{t(s.enabled ? 'webhooks.enabled' : 'webhooks.disabled')}</td>
              <td>
                <div className="actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('webhooks.showLogOf', { url: s.url })}
                    onClick={() => onShowLog(s.id)}
                  >
                    {t('webhooks.showLog')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={update.isPending}
                    onClick={() =>
                      update.mutate(
                        { id: s.id, data: { enabled: !s.enabled } },
                        done(t(s.enabled ? 'webhooks.wasDisabled' : 'webhooks.wasEnabled')),
                      )
                    }
                  >
                    {t(s.enabled ? 'webhooks.disable' : 'webhooks.enable')}
                  </button>
                  <ConfirmButton
                    label={t('webhooks.rotate')}
                    question={t('webhooks.rotateQuestion')}
                    confirmLabel={t('webhooks.rotate')}
                    busy={rotate.isPending}
                    onConfirm={() =>
                      rotate.mutate(
                        { id: s.id },
                        {
                          onSuccess: (rotated) => onSecret(s.url, rotated.secret),
                          onError: (error) => void toastFailure(error),
                        },
                      )
                    }
                  />
                  <ConfirmButton
                    label={t('actions.delete')}
                    question={t('webhooks.deleteQuestion', { url: s.url })}
                    confirmLabel={t('actions.confirmDelete')}
                    busy={remove.isPending}
                    onConfirm={() => remove.mutate({ id: s.id }, done(t('webhooks.deleted')))}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeliveryLog({
  subscription,
  onShowAll,
}: {
  subscription: WebhookSubscriptionDto | undefined;
  onShowAll: () => void;
}) {
  const t = useSettingsT();
  const queryClient = useQueryClient();
  const log = useListWebhookDeliveries(
    { subscriptionId: subscription?.id, limit: 50 },
    { query: { refetchInterval: LOG_REFRESH_MS } },
  );
  const replay = useReplayWebhookDelivery();
  const rows = log.data ?? [];

  return (
    <section aria-labelledby="webhook-log-title">
      <h3 id="webhook-log-title">
        {subscription ? t('webhooks.logOf', { url: subscription.url }) : t('webhooks.log')}
      </h3>
      {subscription && (
        <button type="button" className="button button--secondary" onClick={onShowAll}>
          {t('webhooks.showAll')}
        </button>
      )}
      {log.isError && <Alert tone="error">{t('list.loadFailed')}</Alert>}
      {rows.length === 0 ? (
        <p className="list-status">{t(log.isPending ? 'list.loading' : 'webhooks.noDeliveries')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">{t('webhooks.log')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('webhooks.columns.event')}</th>
                <th scope="col">{t('webhooks.columns.occurredAt')}</th>
                <th scope="col">{t('webhooks.columns.status')}</th>
                <th scope="col">{t('webhooks.columns.attempts')}</th>
                <th scope="col">{t('webhooks.columns.answer')}</th>
                <th scope="col">{t('webhooks.columns.latency')}</th>
                <th scope="col">{t('webhooks.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id}>
                  <td>
                    {t(eventKey(d.eventType))}
                    <br />
                    <small>
                      <code>{d.eventId}</code>
                    </small>
                  </td>
                  <td>{formatMoment(d.occurredAt)}</td>
                  <td>{t(`webhooks.statuses.${d.status}`)}</td>
                  <td>{d.attempts}</td>
                  <td title={d.lastError ?? undefined}>
                    {d.lastStatusCode ?? (d.lastError ? t('webhooks.noAnswer') : t('list.none'))}
                  </td>
                  <td>
                    {d.lastLatencyMs === null
                      ? t('list.none')
                      : t('webhooks.milliseconds', { value: d.lastLatencyMs })}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={replay.isPending}
                      aria-label={t('webhooks.replayOf', { id: d.eventId })}
                      onClick={() =>
                        replay.mutate(
                          { id: d.id },
                          {
                            onSuccess: () => {
                              toastSaved(t('webhooks.replayed'));
                              void queryClient.invalidateQueries({
                                queryKey: getListWebhookDeliveriesQueryKey(),
                              });
                            },
                            onError: (error) => void toastFailure(error),
                          },
                        )
                      }
                    >
                      {t('webhooks.replay')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
