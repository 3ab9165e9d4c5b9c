import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CarrierName, CoverageType, QuestionSetKind, ErrorCode } from '@coverline/contracts';
import { Public } from '../../../common/auth/decorators';
import { AdminChange } from '../common/admin-routes';
import {
  CarrierQuestionSetInputDto,
  CarrierQuestionSetQueryDto,
  mapOwnerTitles,
  mapQuestionSet,
  OwnerTitlesDto,
  OwnerTitlesInputDto,
  OwnerTitlesQueryDto,
  QuestionSetDto,
  QuestionSetInputDto,
  QuestionSetQueryDto,
} from './dto/question.dto';
import { QuestionsService } from './questions.service';
import { ApiOperationDoc } from '../../../common/http/operation-doc';

const WC = CoverageType.WorkersCompensation;

async function readPayrollQuestions(
  questions: QuestionsService,
  q: QuestionSetQueryDto,
): Promise<QuestionSetDto> {
  return mapQuestionSet(
    await questions.get(
      QuestionSetKind.Payroll,
      q.carrier ?? CarrierName.Default,
      q.coverage ?? WC,
    ),
    q.language,
  );
}

/** The payroll step's questions per carrier and coverage: read by anyone quoting. */
/**
 * The payroll questions as the second quoting service serves them to the wizard. That service is
 * played in-house (the sandbox), so it answers from the same question sets admins edit.
 */
@ApiTags('questions')
@Controller('quoting-api/passthrough')
export class QuotingApiPassthroughController {
  constructor(private readonly questions: QuestionsService) {}

  @ApiOperationDoc({
    summary: 'List payroll questions (quoting API)',
    description: "The payroll questions in the form the carriers' quoting API takes them.",
  })
  @Get('payroll_questions')
  @Public()
  @ApiOkResponse({ type: QuestionSetDto })
  getPassthroughPayrollQuestions(@Query() q: QuestionSetQueryDto): Promise<QuestionSetDto> {
    return readPayrollQuestions(this.questions, q);
  }
}

@ApiTags('questions')
@ApiBearerAuth()
@Controller('payroll_questions')
export class PayrollQuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @ApiOperationDoc({
    summary: 'List payroll questions',
    description: 'The payroll questions the application asks.',
  })
  @Get()
  @Public()
  @ApiOkResponse({ type: QuestionSetDto })
  getPayrollQuestions(@Query() q: QuestionSetQueryDto): Promise<QuestionSetDto> {
    return readPayrollQuestions(this.questions, q);
  }

  @ApiOperationDoc({
    summary: 'Replace payroll questions',
    description: 'Replaces the payroll questions of the application.',
    errors: [ErrorCode.QuestionSetInvalid],
  })
  @AdminChange(Put(), QuestionSetDto)
  async putPayrollQuestions(@Body() dto: QuestionSetInputDto): Promise<QuestionSetDto> {
    return mapQuestionSet(
      await this.questions.put(QuestionSetKind.Payroll, dto.carrier, dto.coverage, dto.questions),
    );
  }
}

/** Employers' underwriting and owner questions. */
@ApiTags('questions')
@ApiBearerAuth()
@Controller('employers')
export class EmployersQuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @ApiOperationDoc({
    summary: 'List employer questions',
    description: "The questions about the employer the workers' compensation application asks.",
  })
  @Get('questions')
  @Public()
  @ApiOkResponse({ type: QuestionSetDto })
  async getEmployersQuestions(@Query() q: CarrierQuestionSetQueryDto): Promise<QuestionSetDto> {
    return mapQuestionSet(
      await this.questions.get(
        QuestionSetKind.Underwriting,
        CarrierName.Employers,
        q.coverage ?? WC,
      ),
      q.language,
    );
  }

  @ApiOperationDoc({
    summary: 'Replace employer questions',
    description: 'Replaces the employer questions of the application.',
    errors: [ErrorCode.QuestionSetInvalid],
  })
  @AdminChange(Put('questions'), QuestionSetDto)
  async putEmployersQuestions(@Body() dto: CarrierQuestionSetInputDto): Promise<QuestionSetDto> {
    return mapQuestionSet(
      await this.questions.put(
        QuestionSetKind.Underwriting,
        CarrierName.Employers,
        dto.coverage,
        dto.questions,
      ),
    );
  }

  @ApiOperationDoc({
    summary: 'List employer owner questions',
    description: "The questions about owners the workers' compensation application asks.",
  })
  @Get('owner_questions')
  @Public()
  @ApiOkResponse({ type: QuestionSetDto })
  async getEmployersOwnerQuestions(
    @Query() q: CarrierQuestionSetQueryDto,
  ): Promise<QuestionSetDto> {
    return mapQuestionSet(
      await this.questions.get(QuestionSetKind.Owner, CarrierName.Employers, q.coverage ?? WC),
      q.language,
    );
  }

  @ApiOperationDoc({
    summary: 'Replace employer owner questions',
    description: 'Replaces the owner questions of the application.',
    errors: [ErrorCode.QuestionSetInvalid],
  })
  @AdminChange(Put('owner_questions'), QuestionSetDto)
  async putEmployersOwnerQuestions(
    @Body() dto: CarrierQuestionSetInputDto,
  ): Promise<QuestionSetDto> {
    return mapQuestionSet(
      await this.questions.put(
        QuestionSetKind.Owner,
        CarrierName.Employers,
        dto.coverage,
        dto.questions,
      ),
    );
  }
}

/** Officer titles per entity type, for the owner step. */
@ApiTags('questions')
@ApiBearerAuth()
@Controller('owner_titles')
export class OwnerTitlesController {
  constructor(private readonly questions: QuestionsService) {}

  @ApiOperationDoc({
    summary: 'List owner titles',
    description: 'The titles an owner may hold (president, partner...), per entity type.',
  })
  @Get()
  @Public()
  @ApiOkResponse({ type: [OwnerTitlesDto] })
  async getOwnerTitles(@Query() q: OwnerTitlesQueryDto): Promise<OwnerTitlesDto[]> {
    return (await this.questions.ownerTitles()).map((t) => mapOwnerTitles(t, q.language));
  }

  @ApiOperationDoc({
    summary: 'Replace owner titles',
    description: 'Replaces the list of owner titles.',
  })
  @AdminChange(Put(), OwnerTitlesDto)
  async putOwnerTitles(@Body() dto: OwnerTitlesInputDto): Promise<OwnerTitlesDto> {
    return mapOwnerTitles(await this.questions.putOwnerTitles(dto.entityType, dto.titles));
  }
}
