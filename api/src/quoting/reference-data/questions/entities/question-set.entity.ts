import { Column, Entity } from 'typeorm';
import type { AnswerType, CarrierName, CoverageType, QuestionSetKind } from '@coverline/contracts';
import { TimestampedRecord } from '../../../../common/database/records';

export interface QuestionOption {
  value: string;
  label: string;
}

/** One question as the wizard renders it. */
export interface Question {
  /** Stable key the answers are stored under. */
  id: string;
  text: string;
  answerType: AnswerType;
  required: boolean;
  helpText: string | null;
  /** Choices of a select question. */
  options: QuestionOption[];
  /** Bounds of a number answer. */
  min: number | null;
  max: number | null;
}

/** The questions of one kind that a carrier asks for a coverage, in order. */
@Entity('question_sets')
export class QuestionSet extends TimestampedRecord {
  @Column({ type: 'varchar', length: 16 })
  kind: QuestionSetKind;

  @Column({ type: 'varchar', length: 50 })
  carrier: CarrierName;

  @Column({ type: 'varchar', length: 10 })
  coverage: CoverageType;

  @Column({ type: 'jsonb' })
  questions: Question[];
}
