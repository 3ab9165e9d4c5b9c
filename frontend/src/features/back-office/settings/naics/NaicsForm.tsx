import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray } from 'react-hook-form';
import { ReferenceLimits } from '@coverline/contracts';
import {
  getGetMasterIndexMappingQueryKey,
  getGetMasterIndexMappingsQueryKey,
  useCreateMasterIndexMapping,
  useUpdateMasterIndexMapping,
} from '@coverline/contracts/generated/master-index-mapping/master-index-mapping';
import type { NaicsMappingDto } from '@coverline/contracts/generated/model';
import { FormFields } from '../components/FormFields';
import type { RecordQueries } from '../components/record-cache';
import {
  SettingsForm,
  useRecordForm,
  type RecordEditorProps,
  type SettingsFormApi,
} from '../components/SettingsForm';
import { useSettingsT } from '../texts';
import {
  emptyCustomClassCode,
  naicsBody,
  naicsSchema,
  naicsValues,
  type NaicsValues,
} from './naics-schema';

export const naicsQueries: RecordQueries<NaicsMappingDto> = {
  detail: (mapping) => getGetMasterIndexMappingQueryKey(mapping.id),
  list: getGetMasterIndexMappingsQueryKey(),
};

/** Creates a NAICS master index entry, or replaces every field of one. */
export function NaicsForm({
  record: mapping,
  onSaved,
  onCancel,
}: RecordEditorProps<NaicsMappingDto>) {
  const t = useSettingsT();
  const create = useCreateMasterIndexMapping();
  const update = useUpdateMasterIndexMapping();
  const form = useRecordForm<NaicsValues, NaicsMappingDto>(
    'naics',
    { resolver: zodResolver(naicsSchema), defaultValues: naicsValues(mapping) },
    {
      record: mapping,
      queries: naicsQueries,
      send: (values) => {
        const data = naicsBody(values, mapping?.archived ?? false);
        return mapping
          ? update.mutateAsync({ id: mapping.id, data })
          : create.mutateAsync({ data });
      },
      name: (saved) => saved.masterIndexDescription,
      onSaved,
    },
  );

  return (
    <SettingsForm
      form={form}
      onCancel={onCancel}
      fields={[
        {
          legend: t('naics.sections.identity'),
          fields: [
            [
              { name: 'masterIndexCode', hint: 'masterIndexCode' },
              { name: 'masterIndexDescription' },
            ],
            [
              { name: 'naicsCode', hint: 'naicsCode', inputMode: 'numeric' },
              { name: 'naicsDescription', hint: 'naicsDescription' },
            ],
            { name: 'keywords', hint: 'keywords' },
          ],
        },
        {
          legend: t('naics.sections.carriers'),
          fields: [
            [{ name: 'hartfordSpectrumCode' }, { name: 'hartfordSpectrumDescription' }],
            { name: 'employersDescription' },
            [{ name: 'glClassCode', inputMode: 'numeric' }, { name: 'glClassDescription' }],
            [{ name: 'externalQuoterCode' }, { name: 'externalQuoterHash' }],
            { name: 'externalQuoterDescription' },
          ],
        },
        {
          legend: t('naics.sections.workersComp'),
          fields: [
            [
              { name: 'payrollState', hint: 'payrollState' },
              { name: 'wcClassCode', inputMode: 'numeric' },
            ],
            { name: 'wcClassQuestion', kind: 'area', rows: 2 },
            { name: 'wcClassDescription', kind: 'area', rows: 2 },
            <CustomClassCodes form={form} />,
          ],
        },
      ]}
    />
  );
}

/** The entry's own WC class codes, each with a question or a description, up to the API's limit. */
function CustomClassCodes({ form }: { form: SettingsFormApi<NaicsValues> }) {
  const t = useSettingsT();
  const customCodes = useFieldArray({ control: form.control, name: 'customClassCodes' });
  return (
    <>
      {customCodes.fields.map((field, index) => {
        const number = index + 1;
        return (
          <fieldset key={field.id} className="form-section form-section--nested">
            <legend>{t('naics.custom.title', { number })}</legend>
            <p className="field__hint">{t('naics.custom.hint')}</p>
            <FormFields
              form={form}
              fields={[
                {
                  name: `customClassCodes.${index}.code`,
                  label: t('naics.custom.code', { number }),
                  inputMode: 'numeric',
                },
                {
                  name: `customClassCodes.${index}.question`,
                  label: t('naics.custom.question', { number }),
                  kind: 'area',
                  rows: 2,
                },
                {
                  name: `customClassCodes.${index}.description`,
                  label: t('naics.custom.description', { number }),
                  kind: 'area',
                  rows: 2,
                },
              ]}
            />
            <div className="actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => customCodes.remove(index)}
              >
                {t('naics.custom.remove', { number })}
              </button>
            </div>
          </fieldset>
        );
      })}
      {customCodes.fields.length < ReferenceLimits.customClassCodesMax && (
        <div className="actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => customCodes.append(emptyCustomClassCode)}
          >
            {t('naics.custom.add')}
          </button>
        </div>
      )}
    </>
  );
}
