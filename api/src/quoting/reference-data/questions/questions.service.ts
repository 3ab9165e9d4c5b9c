import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import {
  AnswerType,
  CarrierName,
  ENTITY_TYPES,
  type CoverageType,
  type EntityType,
  type QuestionSetKind,
} from '@coverline/contracts';
import type { QuestionDto } from './dto/question.dto';
import { OwnerTitles } from './entities/owner-titles.entity';
import { QuestionSet, type Question } from './entities/question-set.entity';

export type QuestionSetView = Pick<QuestionSet, 'carrier' | 'coverage' | 'questions'> & {
  updatedAt: Date | null;
};

@Injectable()
export class QuestionsService {
  private readonly sets: Repository<QuestionSet>;
  private readonly titles: Repository<OwnerTitles>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.sets = db.getRepository(QuestionSet);
    this.titles = db.getRepository(OwnerTitles);
  }

  /** The carrier's set for the coverage, else the Default carrier's, else an empty one. */
  async get(
    kind: QuestionSetKind,
    carrier: CarrierName,
    coverage: CoverageType,
  ): Promise<QuestionSetView> {
    const candidates = carrier === CarrierName.Default ? [carrier] : [carrier, CarrierName.Default];
    for (const name of candidates) {
      const set = await this.sets.findOneBy({ kind, carrier: name, coverage });
      if (set) return set;
    }
    return { carrier, coverage, questions: [], updatedAt: null };
  }

  /** Replaces the whole set; concurrent first writes meet in one row. */
  async put(
    kind: QuestionSetKind,
    carrier: CarrierName,
    coverage: CoverageType,
    input: QuestionDto[],
  ): Promise<QuestionSetView> {
    const questions = input.map(normalise);
    const ids = questions.map((q) => q.id);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (repeated.length) {
      throw new BadRequestException([
        `question ids must be unique: ${[...new Set(repeated)].join(', ')}`,
      ]);
    }
    const bounded = questions.find((q) => q.min !== null && q.max !== null && q.min > q.max);
    if (bounded)
      throw new BadRequestException([`question ${bounded.id}: min must not be above max`]);
    await this.db.query(
      `INSERT INTO question_sets (kind, carrier, coverage, questions) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, carrier, coverage)
       DO UPDATE SET questions = EXCLUDED.questions, updated_at = now()`,
      [kind, carrier, coverage, JSON.stringify(questions)],
    );
    return this.get(kind, carrier, coverage);
  }

  /** Titles of every entity type, in the order of the entity types. */
  async ownerTitles(): Promise<OwnerTitles[]> {
    const rows = await this.titles.find();
    const order = (t: EntityType) => ENTITY_TYPES.indexOf(t);
    return rows.sort((a, b) => order(a.entityType) - order(b.entityType));
  }

  async putOwnerTitles(entityType: EntityType, titles: string[]): Promise<OwnerTitles> {
    await this.db.query(
      `INSERT INTO owner_titles (entity_type, titles) VALUES ($1, $2)
       ON CONFLICT (entity_type) DO UPDATE SET titles = EXCLUDED.titles, updated_at = now()`,
      [entityType, titles.map((t) => t.trim())],
    );
    return this.titles.findOneByOrFail({ entityType });
  }
}

/** The stored shape: every field present; options and bounds only where the type uses them. */
function normalise(q: QuestionDto): Question {
  const isNumber = q.answerType === AnswerType.Number;
  return {
    id: q.id,
    text: q.text,
    answerType: q.answerType,
    required: q.required ?? true,
    helpText: q.helpText ?? null,
    options:
      q.answerType === AnswerType.Select
        ? (q.options ?? []).map((o) => ({ value: o.value, label: o.label }))
        : [],
    min: isNumber ? (q.min ?? null) : null,
    max: isNumber ? (q.max ?? null) : null,
  };
}
