import { useSearchBusinessTypes } from '@coverline/contracts/generated/master-index-mapping/master-index-mapping';
import type { NaicsMappingDto } from '@coverline/contracts/generated/model';
import { useLanguage } from '../../../lib/i18n';

/**
 * The business type with this master index code, read in the reader's language (the search
 * ranks an exact code first). Reads nothing when `enabled` is false or there is no code.
 */
export function useBusinessTypeByCode(code: string | null | undefined, enabled = true) {
  const language = useLanguage();
  const lookup = useSearchBusinessTypes(
    { q: code ?? '', limit: 1, language },
    { query: { enabled: enabled && Boolean(code), staleTime: 10 * 60_000 } },
  );
  const mapping: NaicsMappingDto | null =
    lookup.data?.find((m) => m.masterIndexCode === code) ?? null;
  return { lookup, mapping };
}
