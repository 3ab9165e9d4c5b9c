/** Loads and stores the question sets and the owner titles of each entity type. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { CarrierName, CoverageType, EntityType, QuestionSetKind } from '@coverline/contracts';
import { OwnerTitles } from './entities/owner-titles.entity';
import { QuestionSet, type Question } from './entities/question-set.entity';

@Injectable()
export class QuestionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findSet(
    kind: QuestionSetKind,
    carrier: CarrierName,
    coverage: CoverageType,
  ): Promise<QuestionSet | null> {
    return this.db.manager.findOneBy(QuestionSet, { kind, carrier, coverage });
  }

  /** Every carrier's set of the kind for the coverage. */
  setsOf(
    kind: QuestionSetKind,
    coverage: CoverageType,
    m: EntityManager = this.db.manager,
  ): Promise<QuestionSet[]> {
    return m.findBy(QuestionSet, { kind, coverage });
  }

  /** Replaces the whole set; concurrent first writes meet in one row. */
  async putSet(
    kind: QuestionSetKind,
    carrier: CarrierName,
    coverage: CoverageType,
    questions: Question[],
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO question_sets (kind, carrier, coverage, questions) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, carrier, coverage)
       DO UPDATE SET questions = EXCLUDED.questions, updated_at = now()`,
      [kind, carrier, coverage, JSON.stringify(questions)],
    );
  }

  ownerTitles(): Promise<OwnerTitles[]> {
    return this.db.manager.find(OwnerTitles);
  }

  /** Replaces an entity type's titles and answers the row. */
  async putOwnerTitles(entityType: EntityType, titles: string[]): Promise<OwnerTitles> {
    await this.db.query(
      `INSERT INTO owner_titles (entity_type, titles) VALUES ($1, $2)
       ON CONFLICT (entity_type) DO UPDATE SET titles = EXCLUDED.titles, updated_at = now()`,
      [entityType, titles],
    );
    return this.db.manager.findOneByOrFail(OwnerTitles, { entityType });
  }
}
