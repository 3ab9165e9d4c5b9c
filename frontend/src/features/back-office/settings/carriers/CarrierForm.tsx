import { zodResolver } from '@hookform/resolvers/zod';
import {
  getGetCarrierQueryKey,
  getGetCarriersQueryKey,
  useCreateCarrier,
  useUpdateCarrier,
} from '@coverline/contracts/generated/carriers/carriers';
import type { CarrierDto } from '@coverline/contracts/generated/model';
import type { RecordQueries } from '../components/record-cache';
import { SettingsForm, useRecordForm, type RecordEditorProps } from '../components/SettingsForm';
import { useOptionLabels } from '../options';
import { carrierBody, carrierSchema, carrierValues, type CarrierValues } from './carrier-schema';

export const carrierQueries: RecordQueries<CarrierDto> = {
  detail: (carrier) => getGetCarrierQueryKey(carrier.id),
  list: getGetCarriersQueryKey(),
};

/** Creates a carrier, or edits every field of one (PATCH with the whole form). */
export function CarrierForm({ record: carrier, onSaved, onCancel }: RecordEditorProps<CarrierDto>) {
  const { coverageOptions, paymentTypeOptions } = useOptionLabels();
  const create = useCreateCarrier();
  const update = useUpdateCarrier();
  const form = useRecordForm<CarrierValues, CarrierDto>(
    'carriers',
    { resolver: zodResolver(carrierSchema), defaultValues: carrierValues(carrier) },
    {
      record: carrier,
      queries: carrierQueries,
      send: (values) => {
        const data = carrierBody(values);
        return carrier
          ? update.mutateAsync({ carrierId: carrier.id, data })
          : create.mutateAsync({ data });
      },
      name: (saved) => saved.name,
      onSaved,
    },
  );

  return (
    <SettingsForm
      form={form}
      onCancel={onCancel}
      fields={[
        [{ name: 'name' }, { name: 'sharedId' }],
        [
          { name: 'email', type: 'email' },
          { name: 'phone', type: 'tel' },
        ],
        { name: 'agentUrl', type: 'url', hint: 'url' },
        { name: 'clientUrl', type: 'url' },
        { name: 'claimUrl', type: 'url' },
        [{ name: 'discountPercent', inputMode: 'decimal' }],
        [
          { name: 'initialQuoteMaxBackdatedDays', inputMode: 'numeric' },
          { name: 'activeQuoteMaxBackdatedDays', inputMode: 'numeric' },
        ],
        { name: 'coverages', kind: 'choices', options: coverageOptions },
        { name: 'paymentTypes', kind: 'choices', options: paymentTypeOptions },
        { name: 'active', kind: 'check' },
      ]}
    />
  );
}
