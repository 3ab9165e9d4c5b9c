import { Column, Entity } from 'typeorm';
import type { ContentStatus, CoverageTextKind } from '@coverline/contracts';
import { TimestampedRecord } from '../../../../common/database/records';

/** A "what's covered" page or a wizard pop-up, edited by admins and shown once published. */
@Entity('coverage_texts')
export class CoverageText extends TimestampedRecord {
  /** The key the app asks for, e.g. "wc" or "popup-waiver-of-subrogation". */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  kind: CoverageTextKind;

  @Column({ type: 'varchar', length: 16 })
  status: ContentStatus;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'what_is_covered', type: 'text', array: true })
  whatIsCovered: string[];

  @Column({ name: 'what_is_not_covered', type: 'text', array: true })
  whatIsNotCovered: string[];

  @Column({ name: 'free_text', type: 'text' })
  freeText: string;
}
