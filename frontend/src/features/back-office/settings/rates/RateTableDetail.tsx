import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { RateTableVersionDto } from '@coverline/contracts/generated/model';
import {
  getGetRateTableHistoryQueryKey,
  getGetRateTablesQueryKey,
  useAddRateTableVersion,
  useGetRateTableHistory,
} from '@coverline/contracts/generated/rate-tables/rate-tables';
import { formatDate, formatDay } from '../../../../lib/dates';
import { formErrorMessage } from '../../../../lib/http-errors';
import { Alert } from '../../../../ui/Alert';
import { SettingsForm, useSettingsForm } from '../components/SettingsForm';
import { useSettingsT } from '../texts';
import { tableParams, type RateTableName } from './names';
import { figuresOf, rateVersionSchema, type RateVersionValues } from './rate-schema';

/** Today as YYYY-MM-DD, where the version in force is looked up. */
const today = () => new Date().toISOString().slice(0, 10);

/** The version in force on a date: the latest that took effect on or before it. */
const inForceOn = (versions: RateTableVersionDto[], on: string) =>
  versions.find((version) => version.effectiveFrom <= on);

/**
 * A table's history (every version: when it takes effect, where its figures come from, who added
 * it and why) and the form for a new version. A table is never edited in place: a new version
 * takes effect from its date, and quotes rated before it keep the prices they were given.
 */
export function RateTableDetail({ table, onClose }: { table: RateTableName; onClose: () => void }) {
  const t = useSettingsT();
  const history = useGetRateTableHistory(tableParams(table));

  if (history.isError) {
    return (
      <Alert tone="error" title={t('list.loadFailed')}>
        <p>{formErrorMessage(history.error) ?? t('list.loadFailed')}</p>
      </Alert>
    );
  }
  if (history.isPending) {
    return (
      <p className="list-status" role="status">
        {t('list.loading')}
      </p>
    );
  }
  const versions = history.data;
  const current = inForceOn(versions, today());
  return (
    <>
      <div className="table-wrap">
        <table className="data-table">
          <caption>{t('rates.historyCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rates.fields.version')}</th>
              <th scope="col">{t('rates.fields.effectiveFrom')}</th>
              <th scope="col">{t('rates.fields.source')}</th>
              <th scope="col">{t('rates.columns.addedBy')}</th>
              <th scope="col">{t('rates.fields.note')}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.id}>
                <th scope="row">
                  {version.version}
                  {version.id === current?.id && (
                    <span className="badge badge--success">{t('rates.inForce')}</span>
                  )}
                </th>
                <td>{formatDay(version.effectiveFrom)}</td>
                <td>{version.source}</td>
                <td>
                  {version.shipped
                    ? t('rates.shipped')
                    : t('rates.addedBy', {
                        who: version.createdBy ?? t('rates.formerAdmin'),
                        date: formatDate(version.createdAt),
                      })}
                </td>
                <td>{version.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <NewVersionForm table={table} basis={current ?? versions[0]} onCancel={onClose} />
    </>
  );
}

/** A new version of the table, its figures starting from the version in force. */
function NewVersionForm({
  table,
  basis,
  onCancel,
}: {
  table: RateTableName;
  basis: RateTableVersionDto | undefined;
  onCancel: () => void;
}) {
  const t = useSettingsT();
  const queryClient = useQueryClient();
  const add = useAddRateTableVersion();
  const form = useSettingsForm<RateVersionValues, RateTableVersionDto>(
    'rates',
    {
      resolver: zodResolver(rateVersionSchema),
      defaultValues: {
        version: '',
        effectiveFrom: '',
        source: '',
        note: '',
        data: JSON.stringify(basis?.data ?? {}, null, 2),
      },
    },
    {
      send: (values) =>
        add.mutateAsync({
          data: {
            ...tableParams(table),
            version: values.version.trim(),
            effectiveFrom: values.effectiveFrom,
            source: values.source.trim(),
            ...(values.note.trim() ? { note: values.note.trim() } : {}),
            data: figuresOf(values.data)!,
          },
        }),
      cache: () => {
        void queryClient.invalidateQueries({
          queryKey: getGetRateTableHistoryQueryKey(tableParams(table)),
        });
        void queryClient.invalidateQueries({ queryKey: getGetRateTablesQueryKey() });
      },
      message: (added) =>
        t('rates.versionAdded', { version: added.version, date: formatDay(added.effectiveFrom) }),
      onSaved: () => form.reset({ ...form.getValues(), version: '', effectiveFrom: '', note: '' }),
    },
  );

  return (
    <section className="form-section" aria-labelledby="rates-new-version">
      <h4 id="rates-new-version">{t('rates.newVersion')}</h4>
      <p className="card__note">{t('rates.newVersionHint')}</p>
      <SettingsForm
        form={form}
        onCancel={onCancel}
        saveLabel={t('rates.addVersion')}
        fields={[
          [
            { name: 'version', hint: 'version' },
            { name: 'effectiveFrom', hint: 'date' },
          ],
          { name: 'source', hint: 'source' },
          { name: 'note' },
          { name: 'data', kind: 'area', rows: 16, hint: 'data' },
        ]}
      />
    </section>
  );
}
