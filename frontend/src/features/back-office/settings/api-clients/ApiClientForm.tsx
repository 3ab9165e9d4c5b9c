import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiScope,
  PartnerKind,
  type ApiClientSecretDto,
} from '@coverline/contracts/generated/model';
import {
  getGetApiClientsQueryKey,
  useCreateApiClient,
} from '@coverline/contracts/generated/api-clients/api-clients';
import { useGetCarriers } from '@coverline/contracts/generated/carriers/carriers';
import { useGetPayrollCompanies } from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import { SCOPES_BY_PARTNER } from '@coverline/contracts';
import { TextField } from '../../../../ui/TextField';
import { Alert } from '../../../../ui/Alert';
import { Choice, ChoiceGroup, SelectField } from '../components/fields';
import { toastFailure } from '../feedback';
import { useSettingsT } from '../texts';
import { scopeKey } from './scope-key';

const DEFAULT_RATE = 600;

/**
 * A new API client: its name, the partner it speaks for (a payroll company or a carrier), the
 * scopes that fit that partner and its rate. The answer carries the secret, which the tab shows
 * once.
 */
export function ApiClientForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: ApiClientSecretDto) => void;
  onCancel: () => void;
}) {
  const t = useSettingsT();
  const queryClient = useQueryClient();
  const create = useCreateApiClient();
  const [name, setName] = useState('');
  const [partnerKind, setPartnerKind] = useState<PartnerKind>(PartnerKind.payroll_company);
  const [partnerId, setPartnerId] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [rate, setRate] = useState(String(DEFAULT_RATE));
  const [problem, setProblem] = useState<string>();
  const companies = useGetPayrollCompanies({ pageSize: 100 });
  const carriers = useGetCarriers({ pageSize: 100 });
  const partners =
    partnerKind === PartnerKind.carrier
      ? (carriers.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))
      : (companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  const offered = SCOPES_BY_PARTNER[partnerKind];
  const rateNumber = Number(rate);
  const rateOk = Number.isInteger(rateNumber) && rateNumber >= 1 && rateNumber <= 100_000;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !partnerId || scopes.length === 0 || !rateOk) {
      setProblem(t('apiClients.incomplete'));
      return;
    }
    setProblem(undefined);
    try {
      const created = await create.mutateAsync({
        data: { name: name.trim(), partnerKind, partnerId, scopes, ratePerMinute: rateNumber },
      });
      await queryClient.invalidateQueries({ queryKey: getGetApiClientsQueryKey() });
      onCreated(created);
    } catch (error) {
      setProblem(toastFailure(error));
    }
  }

  return (
    <form className="settings-form" onSubmit={(e) => void submit(e)} noValidate>
      {problem && <Alert tone="error">{problem}</Alert>}
      <TextField
        label={t('apiClients.fields.name')}
        value={name}
        maxLength={100}
        required
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label={t('apiClients.fields.partnerKind')}
        value={partnerKind}
        options={Object.values(PartnerKind).map((kind) => ({
          value: kind,
          label: t(`apiClients.partnerKinds.${kind}`),
        }))}
        onChange={(e) => {
          setPartnerKind(e.target.value as PartnerKind);
          setPartnerId('');
          setScopes([]);
        }}
      />
      <SelectField
        label={t('apiClients.fields.partner')}
        value={partnerId}
        required
        options={[{ value: '', label: t('apiClients.choosePartner') }, ...partners]}
        onChange={(e) => setPartnerId(e.target.value)}
      />
      <ChoiceGroup legend={t('apiClients.fields.scopes')}>
        {offered.map((scope) => (
          <Choice
            key={scope}
            label={t(`apiClients.scopes.${scopeKey(scope)}`)}
            checked={scopes.includes(scope)}
            onChange={(e) =>
              setScopes(e.target.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope))
            }
          />
        ))}
      </ChoiceGroup>
      <TextField
        label={t('apiClients.fields.rate')}
        hint={t('apiClients.rateHint')}
        type="number"
        min={1}
        max={100_000}
        value={rate}
        onChange={(e) => setRate(e.target.value)}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? t('actions.saving') : t('apiClients.create')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
