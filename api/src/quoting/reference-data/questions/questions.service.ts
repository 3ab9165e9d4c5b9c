import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  AnswerType,
  CarrierName,
  ENTITY_TYPES,
  ErrorCode,
  type CoverageType,
  type EntityType,
  type QuestionSetKind,
} from '@coverline/contracts';
import { DomainException } from '../../../common/errors/domain.exception';
import type { QuestionDto } from './dto/question.dto';
import type { OwnerTitles } from './entities/owner-titles.entity';
import type { Question, QuestionSet } from './entities/question-set.entity';
import { QuestionsRepository } from './questions.repository';

export type QuestionSetView = Pick<QuestionSet, 'carrier' | 'coverage' | 'questions'> & {
  updatedAt: Date | null;
};

@Injectable()
export class QuestionsService {
  constructor(@Inject(QuestionsRepository) private readonly repo: QuestionsRepository) {}

  /** The carrier's set for the coverage, else the Default carrier's, else an empty one. */
  async get(
    kind: QuestionSetKind,
    carrier: CarrierName,
    coverage: CoverageType,
  ): Promise<QuestionSetView> {
    const candidates = carrier === CarrierName.Default ? [carrier] : [carrier, CarrierName.Default];
    for (const name of candidates) {
      const set = await this.repo.findSet(kind, name, coverage);
      if (set) return set;
    }
    return { carrier, coverage, questions: [], updatedAt: null };
  }

  /**
   * The text of every question of the kind for the coverage, by question id (the first
   * carrier's wording of an id shared by several), read in the caller's transaction if given.
   */
  async questionTexts(
    kind: QuestionSetKind,
    coverage: CoverageType,
    m?: EntityManager,
  ): Promise<Record<string, string>> {
    const texts: Record<string, string> = {};
    for (const set of await this.repo.setsOf(kind, coverage, m)) {
      for (const question of set.questions) texts[question.id] ??= question.text;
    }
    return texts;
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
      throw new DomainException(
        ErrorCode.QuestionSetInvalid,
        `question ids must be unique: ${[...new Set(repeated)].join(', ')}`,
      );
    }
    const bounded = questions.find((q) => q.min !== null && q.max !== null && q.min > q.max);
    if (bounded) {
      throw new DomainException(
        ErrorCode.QuestionSetInvalid,
        `question ${bounded.id}: min must not be above max`,
      );
    }
    await this.repo.putSet(kind, carrier, coverage, questions);
    return this.get(kind, carrier, coverage);
  }

  /** Titles of every entity type, in the order of the entity types. */
  async ownerTitles(): Promise<OwnerTitles[]> {
    const rows = await this.repo.ownerTitles();
    const order = (t: EntityType) => ENTITY_TYPES.indexOf(t);
    return rows.sort((a, b) => order(a.entityType) - order(b.entityType));
  }

  async putOwnerTitles(entityType: EntityType, titles: string[]): Promise<OwnerTitles> {
    return this.repo.putOwnerTitles(
      entityType,
      titles.map((t) => t.trim()),
    );
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
