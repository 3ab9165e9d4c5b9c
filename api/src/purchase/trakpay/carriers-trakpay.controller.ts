/**
 * `carriers/registerTrakpay`: submits a pay-as-you-go registration to the carrier's payroll
 * service. Staff call it, and so does the registration screen right after registering.
 */
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AllowGuest, CurrentPrincipal } from '../../common/auth/decorators';
import type { Principal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { RegisterTrakpayDto } from './dto/paygo-requests.dto';
import { PaygoRegistrationDto } from './dto/paygo.dto';
import { PaygoRegistrationsService } from './paygo-registrations.service';
import { ErrorCode } from '@coverline/contracts';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('pay-as-you-go')
@ApiBearerAuth()
@Controller('carriers')
export class CarriersTrakpayController {
  constructor(private readonly registrations: PaygoRegistrationsService) {}

  @ApiOperationDoc({
    summary: 'Register the policy with the payroll service',
    description:
      "Registers a bound pay-as-you-go policy with the payroll company's service and answers its reply.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.PaygoRegistrationNotFound,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.PayrollCompanyNotFound,
    ],
  })
  @Post('registerTrakpay')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({
    type: PaygoRegistrationDto,
    description: 'The registration with the payroll service’s answer: accepted or declined',
  })
  @QuoteReadRefused()
  @ApiNotFoundResponse({ description: described(1905) })
  registerTrakpay(
    @CurrentPrincipal() principal: Principal,
    @Body() { registrationId }: RegisterTrakpayDto,
  ): Promise<PaygoRegistrationDto> {
    return this.registrations.submitToCarrier(principal, registrationId);
  }
}
