import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import {
  CarrierName,
  RateFileFormat,
  type RateImportResultDto,
} from '@coverline/contracts/generated/model';
import {
  getGetRateTableHistoryQueryKey,
  getGetRateTablesQueryKey,
  useImportRateFile,
} from '@coverline/contracts/generated/rate-tables/rate-tables';
import { formErrorMessages } from '../../../../lib/http-errors';
import { Alert } from '../../../../ui/Alert';
import { SettingsForm, useSettingsForm } from '../components/SettingsForm';
import { useOptionLabels } from '../options';
import { useSettingsT } from '../texts';
import { rateImportSchema, type RateImportValues } from './rate-schema';

/**
 * A carrier's or bureau's rate file, as CSV with a header row: loss costs by state and class
 * (`state,classCode,lossCost`) or a carrier's multipliers by state (`state,lcm`, `*` for the
 * default). Every row is checked; a file with any wrong row adds nothing, and every wrong row is
 * listed with its number.
 */
export function RateImportForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const t = useSettingsT();
  const fileId = useId();
  const queryClient = useQueryClient();
  const { coverageOptions } = useOptionLabels();
  const importFile = useImportRateFile();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useSettingsForm<RateImportValues, RateImportResultDto>(
    'rates',
    {
      resolver: zodResolver(rateImportSchema),
      defaultValues: {
        format: RateFileFormat['wc-loss-costs'],
        carrier: '',
        line: '',
        version: '',
        effectiveFrom: '',
        source: '',
        note: '',
        csv: '',
      },
    },
    {
      send: async (values) => {
        setProblems([]);
        const lcms = values.format === RateFileFormat['carrier-lcms'];
        try {
          return await importFile.mutateAsync({
            data: {
              format: values.format,
              ...(lcms ? { carrier: values.carrier as CarrierName } : {}),
              ...(lcms && values.line ? { line: values.line } : {}),
              version: values.version.trim(),
              effectiveFrom: values.effectiveFrom,
              source: values.source.trim(),
              ...(values.note.trim() ? { note: values.note.trim() } : {}),
              csv: values.csv,
            },
          });
        } catch (error) {
          const listed = formErrorMessages(error);
          if (listed.length > 1) setProblems(listed);
          throw error;
        }
      },
      cache: () => {
        void queryClient.invalidateQueries({ queryKey: getGetRateTablesQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetRateTableHistoryQueryKey() });
      },
      message: (result) => t('rates.imported', { count: result.versions.length }),
      onSaved: onDone,
    },
  );

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) form.setValue('csv', await file.text(), { shouldValidate: true });
  };

  return (
    <>
      <p className="card__note">{t('rates.importHint')}</p>
      {problems.length > 1 && (
        <Alert tone="error" title={t('rates.importProblems')}>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <SettingsForm
        // The listed rows say it all: the first alone is not repeated above the fields.
        form={problems.length > 1 ? { ...form, serverError: undefined } : form}
        onCancel={onCancel}
        saveLabel={t('rates.importSave')}
        fields={[
          {
            name: 'format',
            kind: 'select',
            options: Object.values(RateFileFormat).map((format) => ({
              value: format,
              label: t(`rates.formats.${format}`),
            })),
          },
          [
            {
              name: 'carrier',
              kind: 'select',
              hint: 'lcmsOnly',
              options: [
                { value: '', label: t('list.none') },
                ...Object.values(CarrierName).map((carrier) => ({
                  value: carrier,
                  label: carrier,
                })),
              ],
            },
            {
              name: 'line',
              kind: 'select',
              hint: 'lcmsOnly',
              options: [{ value: '', label: t('list.none') }, ...coverageOptions],
            },
          ],
          [
            { name: 'version', hint: 'version' },
            { name: 'effectiveFrom', hint: 'date' },
          ],
          { name: 'source', hint: 'source' },
          { name: 'note' },
          <div className="field" key="file">
            <label htmlFor={fileId}>{t('rates.fields.file')}</label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void readFile(event)}
            />
          </div>,
          { name: 'csv', kind: 'area', rows: 10, hint: 'csv' },
        ]}
      />
    </>
  );
}
