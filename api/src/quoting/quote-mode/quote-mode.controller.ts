/**
 * API and manual quotes: switching a quote between the two, and the carrier quotes staff enter
 * by hand in manual mode. Admins on every quote, agents on the quotes assigned to them
 * (docs/permissions.md); each action takes the version read and is audited.
 */
import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described, QuoteEditRefused } from '../../common/http/error-responses';
import { QuoteIdParamDto, QuoteVersionDto, QuoteDto } from '../quotes';
import {
  ManualCarrierQuoteDto,
  ManualCarrierQuoteParamDto,
  QuoteVersionQueryDto,
} from './dto/quote-mode.dto';
import { QuoteModeService } from './quote-mode.service';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('quote-mode')
@ApiBearerAuth()
@Roles(Role.Admin, Role.Agent)
@Controller('quote')
export class QuoteModeController {
  constructor(private readonly modes: QuoteModeService) {}

  /** Converts the quote to manual: the carriers' quotes and their proposals are lost. */
  @ApiOperationDoc({
    summary: 'Switch a quote to manual quoting',
    description: 'Staff quote the application by hand: online rating stops for it.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.CarrierQuoteBoundOrCompleted,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.QuoteModeUnchanged,
    ],
  })
  @Post('switchToManual')
  @HttpCode(200)
  @ModeAction(1214, 1221, 1226)
  switchToManual(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: QuoteVersionDto,
  ): Promise<QuoteDto> {
    return this.modes.switchToManual(actor, dto.id, dto.version);
  }

  /** Switches the quote back to the API: the carrier quotes entered by hand are erased. */
  @ApiOperationDoc({
    summary: 'Switch a quote to online rating',
    description:
      'Carriers quote the application through their APIs again; manual quotes stay for reference.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.CarrierQuoteBoundOrCompleted,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.QuoteModeUnchanged,
    ],
  })
  @Post('switchToApi')
  @HttpCode(200)
  @ModeAction(1214, 1221, 1226)
  switchToApi(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: QuoteVersionDto,
  ): Promise<QuoteDto> {
    return this.modes.switchToApi(actor, dto.id, dto.version);
  }

  @ApiOperationDoc({
    summary: 'Add a manual carrier quote',
    description: "Staff enter a carrier's quote by hand on a quote in manual mode.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.CarrierQuoteExists,
      ErrorCode.NotManualEnabled,
      ErrorCode.CarrierQuoteBoundOrCompleted,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.ManualQuoteInvalid,
    ],
  })
  @Post(':id/manualCarrierQuotes')
  @ApiCreatedResponse({ type: QuoteDto })
  @ModeAction(1214, 1216, 1217, 1221, 1226)
  addManualCarrierQuote(
    @CurrentPrincipal() actor: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
    @Body() dto: ManualCarrierQuoteDto,
  ): Promise<QuoteDto> {
    return this.modes.addManualQuote(actor, id, dto);
  }

  @ApiOperationDoc({
    summary: 'Change a manual carrier quote',
    description: 'Changes a carrier quote entered by hand.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.CarrierQuoteExists,
      ErrorCode.NotManualEnabled,
      ErrorCode.CarrierQuoteBoundOrCompleted,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.CarrierQuoteNotFound,
      ErrorCode.ManualQuoteInvalid,
    ],
  })
  @Put(':id/manualCarrierQuotes/:carrierQuoteId')
  @ModeAction(1214, 1216, 1217, 1221, 1226)
  updateManualCarrierQuote(
    @CurrentPrincipal() actor: UserPrincipal,
    @Param() { id, carrierQuoteId }: ManualCarrierQuoteParamDto,
    @Body() dto: ManualCarrierQuoteDto,
  ): Promise<QuoteDto> {
    return this.modes.updateManualQuote(actor, id, carrierQuoteId, dto);
  }

  @ApiOperationDoc({
    summary: 'Remove a manual carrier quote',
    description: 'Removes a carrier quote entered by hand.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.NotManualEnabled,
      ErrorCode.CarrierQuoteBoundOrCompleted,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.CarrierQuoteNotFound,
    ],
  })
  @Delete(':id/manualCarrierQuotes/:carrierQuoteId')
  @ModeAction(1214, 1217, 1221, 1226)
  deleteManualCarrierQuote(
    @CurrentPrincipal() actor: UserPrincipal,
    @Param() { id, carrierQuoteId }: ManualCarrierQuoteParamDto,
    @Query() { version }: QuoteVersionQueryDto,
  ): Promise<QuoteDto> {
    return this.modes.removeManualQuote(actor, id, carrierQuoteId, version);
  }
}

/** The quote as it now stands, or a refusal: not the caller's, not in this mode, stale. */
function ModeAction(...conflicts: Parameters<typeof described>) {
  return applyDecorators(
    ApiOkResponse({ type: QuoteDto }),
    ApiBadRequestResponse({ description: 'The change does not apply to the quote as it is' }),
    QuoteEditRefused(),
    ApiNotFoundResponse({ description: 'No such quote or manual carrier quote' }),
    ApiConflictResponse({ description: described(...conflicts) }),
  );
}
