import { useTranslation } from '../../../../lib/i18n';
import { MAILING_ADDRESS_KINDS, MailingAddressKind, WizardStep } from '@coverline/contracts';
import { AddressFields } from '../components/AddressFields';
import { Choice, ChoiceGroup } from '../components/fields';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { textOrNull } from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface MailingAddressForm {
  mailingAddress: {
    kind: string;
    address: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
  };
}

export const mailingAddressStep: StepDefinition<MailingAddressForm> = {
  step: WizardStep.MailingAddress,
  toForm: (v) => {
    const m = v.mailingAddress;
    return {
      mailingAddress: {
        kind: m?.kind ?? '',
        address: m?.address ?? '',
        address2: m?.address2 ?? '',
        city: m?.city ?? '',
        state: m?.state ?? '',
        zip: m?.zip ?? '',
      },
    };
  },
  toPatch: ({ mailingAddress: m }) => {
    if (!m.kind) return { mailingAddress: null };
    if (m.kind === MailingAddressKind.SameAsBusiness) return { mailingAddress: { kind: m.kind } };
    return {
      mailingAddress: {
        kind: m.kind,
        address: textOrNull(m.address),
        address2: textOrNull(m.address2),
        city: textOrNull(m.city),
        state: textOrNull(m.state),
        zip: textOrNull(m.zip),
      },
    };
  },
};

export function MailingAddressStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(mailingAddressStep);
  const kind = form.watch('mailingAddress.kind');
  const kindError = errorOf('mailingAddress.kind', t('mailing.choose'));
  return (
    <StepLayout
      title={t('steps.mailingAddress.title')}
      lead={t('steps.mailingAddress.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      <ChoiceGroup legend={t('mailing.legend')} error={kindError}>
        {MAILING_ADDRESS_KINDS.map((value) => (
          <Choice
            key={value}
            label={t(`mailing.kind.${value}`)}
            value={value}
            aria-invalid={kindError ? true : undefined}
            {...form.register('mailingAddress.kind')}
          />
        ))}
      </ChoiceGroup>
      {(kind === MailingAddressKind.PoBox || kind === MailingAddressKind.Physical) && (
        <fieldset className="repeat">
          <legend className="repeat__legend">
            {kind === MailingAddressKind.PoBox
              ? t('mailing.poBoxLegend')
              : t('mailing.physicalLegend')}
          </legend>
          <AddressFields prefix="mailingAddress." register={form.register} errorOf={errorOf} />
        </fieldset>
      )}
    </StepLayout>
  );
}
