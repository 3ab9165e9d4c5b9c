import { CoverageType } from '@coverline/contracts';

/** The four coverages the product quotes, with the translation keys that describe them. */
export interface Coverage {
  type: CoverageType;
  /** Keys under coverages.<key> in the translation resources. */
  key: 'wc' | 'gl' | 'bop' | 'cyber';
}

export const COVERAGES: readonly Coverage[] = [
  { type: CoverageType.WorkersCompensation, key: 'wc' },
  { type: CoverageType.GeneralLiability, key: 'gl' },
  { type: CoverageType.BusinessOwners, key: 'bop' },
  { type: CoverageType.Cyber, key: 'cyber' },
];
