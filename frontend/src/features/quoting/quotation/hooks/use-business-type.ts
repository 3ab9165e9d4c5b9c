import { Language } from '@coverline/contracts';
import type { NaicsMappingDto } from '@coverline/contracts/generated/model';
import { useLanguage } from '../../../../lib/i18n';
import { useWizard } from '../state/context';
import { useBusinessTypeByCode } from '../../business-type/use-business-type-by-code';

/**
 * The chosen business type's name as the reader reads it. The quote keeps the English name
 * (`naicsMatrixDesc`), which is the name in English; a Spanish reader gets the Spanish one,
 * from the business type just chosen or else read again by its code.
 */
export function useBusinessTypeName(
  code: string | null | undefined,
  englishName: string | null | undefined,
): string | null {
  const spanish = useLanguage() === Language.Spanish;
  const { businessType } = useWizard();
  const { mapping } = useBusinessTypeByCode(code, spanish);
  if (!englishName) return null;
  if (!spanish) return englishName;
  const chosen = businessType?.masterIndexCode === code ? businessType : null;
  return mapping?.readerTexts.name ?? chosen?.readerTexts.name ?? englishName;
}

/** The reader's names of the class codes a business type lists, by code. */
function classCodeNames(mapping: NaicsMappingDto | null): Map<string, string> {
  const names = new Map<string, string>();
  if (!mapping) return names;
  const { readerTexts } = mapping;
  if (mapping.wcClassCode && readerTexts.wcClassDescription) {
    names.set(mapping.wcClassCode, readerTexts.wcClassDescription);
  }
  for (const c of readerTexts.customClassCodes) if (c.description) names.set(c.code, c.description);
  return names;
}

/**
 * A class code's description as the reader reads it. The quote keeps the English description;
 * a Spanish reader gets the Spanish of the codes the chosen business type lists.
 */
export function useClassCodeName(): (code: string, description: string) => string {
  const spanish = useLanguage() === Language.Spanish;
  const { values, businessType } = useWizard();
  const code = values.masterIndexCode;
  const { mapping } = useBusinessTypeByCode(code, spanish);
  if (!spanish) return (_, description) => description;
  const names = classCodeNames(
    mapping ?? (businessType?.masterIndexCode === code ? businessType : null),
  );
  return (classCode, description) => names.get(classCode) ?? description;
}
