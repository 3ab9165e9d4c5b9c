import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ContentStatus, CoverageTextKind } from '@coverline/contracts';

/** A "what's covered" page or a wizard pop-up, edited by admins and shown once published. */
@Entity('coverage_texts')
export class CoverageText {
  @PrimaryGeneratedColumn('uuid')
  id: string;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
