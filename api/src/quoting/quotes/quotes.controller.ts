import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Ip,
  Param,
  Post,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import { CustomerViewInterceptor } from './customer-view.interceptor';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ERROR_CATALOGUE, Role, ErrorCode } from '@coverline/contracts';
import { AllowGuest, CurrentPrincipal, Public, Roles } from '../../common/auth/decorators';
import type { Principal, UserPrincipal } from '../../common/auth/principal';
import { AuthRateLimit } from '../../common/http/rate-limit';
import { IssuesSession } from '../../identity/auth';
import {
  AddClassCodeDto,
  ClassCodeParamDto,
  OpenGuestSessionDto,
  ProcessBusinessIdentifierDto,
  QuoteIdParamDto,
  QuoteSearchQueryDto,
  SaveQuoteDto,
  SendFormDto,
  SetQuoteSelectedDto,
  ValidateFormDto,
  VerifyExperienceModDto,
} from './dto/quote-requests.dto';
import {
  BusinessIdentifierDto,
  FormValidationDto,
  GuestSessionDto,
  QuoteDto,
  QuoteSummaryPageDto,
  SavedQuoteDto,
} from './dto/quote.dto';
import { PageQueryDto } from '../../common/http/pagination';
import { BusinessIdentifierService } from './business-identifier.service';
import { ClassCodesService } from './class-codes.service';
import { ExperienceModService } from './experience-mod.service';
import { QuoteDraftService } from './quote-draft.service';
import { QuoteLookupService } from './quote-lookup.service';
import { QuoteResumeService } from './quote-resume.service';
import { AppetiteSource } from './appetite-source';
import { QuoteSubmissionService } from './quote-submission.service';
import { listScopeOf, QuoteSummariesRepository } from './quote-summaries.repository';
import { ApiOperationDoc } from '../../common/http/operation-doc';

const described = (...codes: Array<keyof typeof ERROR_CATALOGUE>) =>
  codes.map((c) => `${c}: ${ERROR_CATALOGUE[c].message}`).join(' ');

/**
 * The quote draft: visitors start one and get a guest token for it; guests, clients, agents
 * and admins work on the quotes they may see. Ownership is checked in the services.
 */
@ApiTags('quotes')
@ApiBearerAuth()
@Controller('quote')
@UseInterceptors(CustomerViewInterceptor)
export class QuotesController {
  constructor(
    private readonly drafts: QuoteDraftService,
    private readonly lookup: QuoteLookupService,
    private readonly submission: QuoteSubmissionService,
    private readonly identifiers: BusinessIdentifierService,
    private readonly classCodes: ClassCodesService,
    private readonly summaries: QuoteSummariesRepository,
    private readonly experienceMods: ExperienceModService,
    private readonly resume: QuoteResumeService,
    private readonly appetite: AppetiteSource,
  ) {}

  @ApiOperationDoc({
    summary: 'Save a quote for later',
    description: "Saves the quote with the visitor's email and mails a link to resume it.",
    errors: [
      ErrorCode.QuoteEmailMismatch,
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.GuestTokenRequiredResume,
      ErrorCode.GuestTokenRequiredRegistration,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.IdentifierLockedToPolicy,
      ErrorCode.IdentifierLockedForbiddenQuote,
      ErrorCode.IdentifierLockedNotYourQuote,
      ErrorCode.SignInRequired,
      ErrorCode.ClientNotAssigned,
      ErrorCode.MailRateLimited,
      ErrorCode.QuoteNotFound,
      ErrorCode.QuoteDetailRequired,
      ErrorCode.QuoteDetailFixed,
      ErrorCode.BusinessNotOfClient,
      ErrorCode.BusinessNotFound,
      ErrorCode.ClassCodeNotAccepted,
    ],
  })
  @Post('saveForLater')
  @Public()
  @IssuesSession('guest', { field: 'guestToken' })
  @HttpCode(200)
  @ApiOkResponse({ type: SavedQuoteDto })
  @ApiForbiddenResponse({ description: described(1203, 1207, 1208, 1211, 1212, 1301, 1303, 1401) })
  @ApiConflictResponse({ description: described(1202, 1204, 1205, 1214, 1226, 1302, 2729) })
  @ApiTooManyRequestsResponse({ description: described(2734) })
  saveForLater(
    @CurrentPrincipal() principal: Principal | undefined,
    @Body() dto: SaveQuoteDto,
    @Ip() ip: string,
  ): Promise<SavedQuoteDto> {
    return this.drafts.saveForLater(principal, dto, ip);
  }

  /**
   * An emailed quote link's guest token becomes the guest's `HttpOnly` cookie: the web app
   * hands the link's token over once and never keeps it.
   */
  @ApiOperationDoc({
    summary: 'Start a quote as a guest',
    description:
      'Starts a quote without an account and answers a guest session scoped to that quote.',
    errors: [ErrorCode.TooManyAttempts, ErrorCode.GuestLinkInvalid],
  })
  @Post('guestSession')
  @Public()
  @AuthRateLimit()
  @IssuesSession('guest')
  @HttpCode(200)
  @ApiOkResponse({ type: GuestSessionDto })
  @ApiUnauthorizedResponse({ description: described(2881) })
  openGuestSession(@Body() dto: OpenGuestSessionDto): Promise<GuestSessionDto> {
    return this.resume.openGuestSession(dto.token);
  }

  @ApiOperationDoc({
    summary: 'Read a quote',
    description:
      "One quote with its application, carrier quotes and status. Clients read their own; agents their clients'.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Get('getQuote/:id')
  @AllowGuest()
  @ApiOkResponse({ type: QuoteDto })
  @ApiForbiddenResponse({ description: described(1203, 1224, 1301) })
  async getQuote(
    @CurrentPrincipal() principal: Principal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<QuoteDto> {
    return this.appetite.withAppetite(await this.lookup.getQuote(principal, id));
  }

  @ApiOperationDoc({
    summary: 'Check application answers',
    description:
      "Checks the application's answers without saving them and answers the problems found.",
  })
  @Post('validateForm')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: FormValidationDto })
  validateForm(@Body() dto: ValidateFormDto): Promise<FormValidationDto> {
    return this.submission.validateForm(dto);
  }

  @ApiOperationDoc({
    summary: 'Submit the application',
    description:
      'Submits the application: its answers are checked and it goes to rating or review.',
    errors: [
      ErrorCode.ReviewDiscardedLosses,
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.InitialEffectiveDateExpired,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusNotSubmittable,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.SubmissionInvalid,
    ],
  })
  @Post('sendForm')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteDto })
  @ApiBadRequestResponse({ description: 'The fields still missing or invalid' })
  @ApiConflictResponse({ description: described(1101, 1204, 1205, 1219, 1225, 1226) })
  sendForm(@CurrentPrincipal() principal: Principal, @Body() dto: SendFormDto): Promise<QuoteDto> {
    return this.submission.sendForm(principal, dto);
  }

  @ApiOperationDoc({
    summary: 'Choose a carrier quote',
    description: 'Selects the carrier quote (and option) the client will buy.',
    errors: [
      ErrorCode.SelectedOptionNotBindable,
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.InactiveQuote,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.QuoteExpiredForClient,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.CarrierQuoteOutOfSync,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusNotSubmittable,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.CarrierQuoteNotFound,
    ],
  })
  @Post('setQuoteSelected')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteDto })
  @ApiConflictResponse({ description: described(1103, 1210, 1213, 1222, 1225, 1226) })
  setQuoteSelected(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: SetQuoteSelectedDto,
  ): Promise<QuoteDto> {
    return this.submission.setQuoteSelected(principal, dto);
  }

  /**
   * Staff confirm a workers compensation quote's experience modification with the bureau: a
   * credit mod binds only once verified. Agents on the quotes assigned to them, admins on all.
   */
  @ApiOperationDoc({
    summary: 'Verify the experience modifier',
    description:
      "Checks the business's workers' compensation experience modifier and records it on the quote.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.QuoteLineMismatch,
      ErrorCode.ExperienceModAlreadyVerified,
    ],
  })
  @Post('verifyExperienceMod')
  @Roles(Role.Admin, Role.Agent)
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteDto })
  @ApiBadRequestResponse({ description: described(2753, 2788) })
  @ApiForbiddenResponse({ description: described(1203) })
  @ApiConflictResponse({ description: described(1214, 1226) })
  verifyExperienceMod(
    @CurrentPrincipal() principal: UserPrincipal,
    @Body() dto: VerifyExperienceModDto,
  ): Promise<QuoteDto> {
    return this.experienceMods.verify(principal, dto);
  }

  @ApiOperationDoc({
    summary: 'Look up a business by FEIN',
    description:
      'Checks the business identifier (FEIN) against existing quotes and policies before the quote goes on.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.PolicyActive,
      ErrorCode.GuestTokenRequiredRegistration,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.IdentifierLockedToPolicy,
      ErrorCode.IdentifierLockedForbiddenQuote,
      ErrorCode.IdentifierLockedNotYourQuote,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.BusinessIdentifierInvalid,
    ],
  })
  @Post('processBusinessIdentifier')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: BusinessIdentifierDto })
  @ApiForbiddenResponse({ description: described(1303, 1401) })
  @ApiConflictResponse({ description: described(1206, 1302) })
  processBusinessIdentifier(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: ProcessBusinessIdentifierDto,
  ): Promise<BusinessIdentifierDto> {
    return this.identifiers.processBusinessIdentifier(principal, dto);
  }

  /** Staff search over quotes; an agent sees the quotes assigned to them. */
  @ApiOperationDoc({
    summary: 'Search quotes',
    description: 'Quotes matching the text (business name, email, quote code), for staff.',
  })
  @Get('search')
  @Roles(Role.Admin, Role.Agent)
  @ApiOkResponse({ type: QuoteSummaryPageDto })
  searchQuotes(
    @CurrentPrincipal() principal: UserPrincipal,
    @Query() query: QuoteSearchQueryDto,
  ): Promise<QuoteSummaryPageDto> {
    return this.summaries.list(listScopeOf(principal, true), query);
  }

  /** A client's own quotes, the quotes assigned to an agent or admin, a guest's one quote. */
  @ApiOperationDoc({
    summary: 'List own quotes',
    description: "The signed-in client's quotes, newest first.",
  })
  @Get('myQuotes')
  @AllowGuest()
  @ApiOkResponse({ type: QuoteSummaryPageDto })
  myQuotes(
    @CurrentPrincipal() principal: Principal,
    @Query() query: PageQueryDto,
  ): Promise<QuoteSummaryPageDto> {
    return this.summaries.list(listScopeOf(principal), query);
  }

  @ApiOperationDoc({
    summary: 'Add a class code',
    description: "Adds a workers' compensation class code with its payroll to the quote.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.ClassCodeNotAccepted,
    ],
  })
  @Post(':id/wcClassCodes')
  @AllowGuest()
  @ApiCreatedResponse({ type: QuoteDto })
  addWcClassCode(
    @CurrentPrincipal() principal: Principal,
    @Param() { id }: QuoteIdParamDto,
    @Body() dto: AddClassCodeDto,
  ): Promise<QuoteDto> {
    return this.classCodes.addClassCode(principal, id, dto);
  }

  /** Lists the class codes of the business type in every state of the business. */
  @ApiOperationDoc({
    summary: 'Refresh class codes',
    description: "Refreshes the quote's workers' compensation class codes.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.ClassCodeNotAccepted,
    ],
  })
  @Post(':id/wcClassCodes/refresh')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteDto })
  refreshWcClassCodes(
    @CurrentPrincipal() principal: Principal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<QuoteDto> {
    return this.classCodes.refreshClassCodes(principal, id);
  }

  @ApiOperationDoc({
    summary: 'Remove a class code',
    description: "Removes a workers' compensation class code from the quote.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.ClassCodeNotFound,
      ErrorCode.ClassCodeNotAccepted,
    ],
  })
  @Delete(':id/wcClassCodes/:codeId')
  @AllowGuest()
  @ApiOkResponse({ type: QuoteDto })
  deleteWcClassCode(
    @CurrentPrincipal() principal: Principal,
    @Param() { id, codeId }: ClassCodeParamDto,
  ): Promise<QuoteDto> {
    return this.classCodes.deleteClassCode(principal, id, codeId);
  }
}
