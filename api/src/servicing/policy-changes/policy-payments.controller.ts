/**
 * The payments made on a quote, for the billing section of the client's policy: amounts, dates
 * and instrument only (the provider's references stay with staff tools).
 */
import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { QuoteReadRefused } from '../../common/http/error-responses';
import { PaymentsService } from '../../purchase/payments';
import { QuoteIdParamDto } from '../../quoting/quotes';
import { BoundPolicies } from './bound-policy';
import { ApiOperationDoc } from '../../common/http/operation-doc';

export class PaymentMadeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() amountCents: number;
  @ApiProperty({ enum: ['card', 'bank'], enumName: 'PaymentInstrument' })
  method: 'card' | 'bank';
  @ApiProperty({ type: String, format: 'date-time' }) paidAt: string;
}

@ApiTags('billing')
@ApiBearerAuth()
@Controller('quote')
export class PolicyPaymentsController {
  constructor(
    @Inject(BoundPolicies) private readonly policies: BoundPolicies,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
  ) {}

  @ApiOperationDoc({
    summary: "List a policy's payments",
    description: "The payments made on the quote's policy, oldest first.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Get(':id/payments')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiOkResponse({ type: [PaymentMadeDto], description: 'Oldest first' })
  @QuoteReadRefused()
  async listPayments(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<PaymentMadeDto[]> {
    await this.policies.readable(caller, id);
    const payments = await this.payments.paymentsFor(id);
    return payments.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      method: p.method,
      paidAt: p.paidAt.toISOString(),
    }));
  }
}
