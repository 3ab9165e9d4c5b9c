import { useTranslation } from '../../../../lib/i18n';
import { ENTITY_TYPES, WizardStep } from '@coverline/contracts';
import type { EntityType } from '@coverline/contracts/generated/model';
import { Choice, ChoiceGroup } from '../components/fields';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface LegalEntityForm {
  legalEntity: EntityType | '';
}

export const legalEntityStep: StepDefinition<LegalEntityForm> = {
  step: WizardStep.LegalEntity,
  toForm: (v) => ({ legalEntity: (v.legalEntity as EntityType | null) ?? '' }),
  toPatch: (f) => ({ legalEntity: f.legalEntity || null }),
};

export function LegalEntityStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(legalEntityStep);
  const error = errorOf('legalEntity', t('legalEntity.choose'));
  return (
    <StepLayout
      title={t('steps.legalEntity.title')}
      lead={t('steps.legalEntity.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      <ChoiceGroup legend={t('legalEntity.legend')} error={error}>
        {ENTITY_TYPES.map((entity) => (
          <Choice
            key={entity}
            label={t(`entityType.${entity}`)}
            value={entity}
            aria-invalid={error ? true : undefined}
            {...form.register('legalEntity')}
          />
        ))}
      </ChoiceGroup>
    </StepLayout>
  );
}
