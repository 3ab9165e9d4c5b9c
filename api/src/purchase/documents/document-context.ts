/**
 * What a quote's documents print besides the quote: the agency issuing them, with the agent
 * handling the account as producer, today's date, and the texts of the underwriting questions
 * the quote's answers are keyed by.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { QuestionSetKind, type CoverageType } from '@coverline/contracts';
import { CLOCK, type Clock } from '../../common/clock';
import { QuestionsService } from '../../quoting/reference-data';
import { UsersDirectory } from '../../identity/users';
import type { QuoteViewContext } from './quote-views';

/** The agency every document is issued by. */
export const AGENCY_NAME = 'Coverline Insurance Services';

@Injectable()
export class DocumentContext {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
    @Inject(QuestionsService) private readonly questions: QuestionsService,
  ) {}

  today(): string {
    return this.clock.today();
  }

  async forQuote(
    manager: EntityManager,
    app: { agentId: string | null; coverageType: CoverageType },
  ): Promise<QuoteViewContext> {
    const agent = app.agentId ? await this.users.findById(app.agentId, manager) : null;
    return {
      questionTexts: await this.underwritingQuestionTexts(manager, app.coverageType),
      agency: {
        name: AGENCY_NAME,
        address: null,
        phone: null,
        email: agent?.email ?? null,
        producerName: agent ? `${agent.firstName} ${agent.lastName}`.trim() : null,
      },
      today: this.clock.today(),
    };
  }

  /**
   * Question texts by the id the answers are stored under, from every carrier's underwriting
   * set for the coverage (the wizard asks one set; ids are shared where the sets overlap).
   */
  private async underwritingQuestionTexts(
    manager: EntityManager,
    coverage: CoverageType,
  ): Promise<Record<string, string>> {
    return this.questions.questionTexts(QuestionSetKind.Underwriting, coverage, manager);
  }
}
