import { Column, Entity } from 'typeorm';
import { TimestampedRecord } from '../../../../common/database/records';

/** An additional workers compensation class code the wizard offers through a question. */
export interface CustomClassCode {
  code: string;
  question: string | null;
  description: string | null;
}

/**
 * An entry of the master index: a business type a customer can pick, tied to its NAICS
 * industry and to the class codes carriers rate it with.
 */
@Entity('naics_mappings')
export class NaicsMapping extends TimestampedRecord {
  @Column({ name: 'master_index_code', type: 'varchar', length: 20 })
  masterIndexCode: string;

  @Column({ name: 'master_index_description', type: 'varchar', length: 200 })
  masterIndexDescription: string;

  @Column({ name: 'naics_code', type: 'char', length: 6 })
  naicsCode: string;

  @Column({ name: 'naics_description', type: 'varchar', length: 200 })
  naicsDescription: string;

  @Column({ name: 'hartford_spectrum_code', type: 'varchar', length: 10, nullable: true })
  hartfordSpectrumCode: string | null;

  @Column({ name: 'hartford_spectrum_description', type: 'varchar', length: 200, nullable: true })
  hartfordSpectrumDescription: string | null;

  @Column({ name: 'employers_description', type: 'varchar', length: 200, nullable: true })
  employersDescription: string | null;

  /** One state or a comma-separated list the entry is limited to; null for every state. */
  @Column({ name: 'payroll_state', type: 'varchar', length: 200, nullable: true })
  payrollState: string | null;

  /** The workers compensation class code of the entry (NCCI). */
  @Column({ name: 'wc_class_code', type: 'varchar', length: 10, nullable: true })
  wcClassCode: string | null;

  @Column({ name: 'wc_class_question', type: 'varchar', length: 500, nullable: true })
  wcClassQuestion: string | null;

  @Column({ name: 'wc_class_description', type: 'varchar', length: 500, nullable: true })
  wcClassDescription: string | null;

  /** Up to three further class codes (custom 1, 2, 3), in order. */
  @Column({ name: 'custom_class_codes', type: 'jsonb' })
  customClassCodes: CustomClassCode[];

  @Column({ name: 'gl_class_code', type: 'varchar', length: 10, nullable: true })
  glClassCode: string | null;

  @Column({ name: 'gl_class_description', type: 'varchar', length: 200, nullable: true })
  glClassDescription: string | null;

  /** How the second quoting service knows the business type. */
  @Column({ name: 'external_quoter_code', type: 'varchar', length: 50, nullable: true })
  externalQuoterCode: string | null;

  @Column({ name: 'external_quoter_hash', type: 'varchar', length: 128, nullable: true })
  externalQuoterHash: string | null;

  @Column({ name: 'external_quoter_description', type: 'varchar', length: 200, nullable: true })
  externalQuoterDescription: string | null;

  /** Extra words customers use for the business type, for the search. */
  @Column({ type: 'text', array: true })
  keywords: string[];

  /** Lower-cased descriptions, keywords and codes that the business type search matches. */
  @Column({ name: 'search_text', type: 'text', select: false })
  searchText: string;

  @Column({ type: 'boolean', default: false })
  archived: boolean;
}

/** The text the search index holds for an entry. */
export function searchTextOf(
  m: Pick<
    NaicsMapping,
    | 'masterIndexCode'
    | 'masterIndexDescription'
    | 'naicsCode'
    | 'naicsDescription'
    | 'keywords'
    | 'wcClassCode'
    | 'glClassCode'
    | 'hartfordSpectrumDescription'
    | 'employersDescription'
  >,
): string {
  return [
    m.masterIndexDescription,
    m.naicsDescription,
    ...m.keywords,
    m.hartfordSpectrumDescription,
    m.employersDescription,
    m.naicsCode,
    m.masterIndexCode,
    m.wcClassCode,
    m.glClassCode,
  ]
    .filter((part): part is string => !!part)
    .join(' ')
    .toLowerCase();
}
