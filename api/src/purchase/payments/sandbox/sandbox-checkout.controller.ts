/**
 * The sandbox provider's hosted checkout page, served by this API while PAYMENT_PROVIDER is
 * `sandbox`. Public like a real provider's page: the checkout id in the address is the secret.
 */
import { Body, Controller, Get, HttpStatus, Param, Post, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../common/auth/decorators';
import { FormBody } from '../../../common/http/form-body';
import { checkoutPagePolicy, renderCheckoutPage, renderClosedPage } from './checkout-page';
import { readPaymentForm } from './payment-form';
import { SandboxCheckoutParamDto, SandboxPaymentFormDto } from './sandbox-checkout.dto';
import { SandboxPaymentProvider } from './sandbox-payment-provider';
import { ErrorCode } from '@coverline/contracts';
import { ApiOperationDoc } from '../../../common/http/operation-doc';

function sendPage(res: FastifyReply, status: number, returnUrl: string, html: string): void {
  void res
    .status(status)
    .header('Content-Security-Policy', checkoutPagePolicy(returnUrl))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

@ApiTags('sandbox-payments')
@Controller('sandbox-payments')
export class SandboxCheckoutController {
  constructor(private readonly sandbox: SandboxPaymentProvider) {}

  @ApiOperationDoc({
    summary: 'Show a sandbox checkout',
    description: "The sandbox payment provider's checkout page.",
    errors: [ErrorCode.CheckoutNotFound],
  })
  @Get('checkout/:providerCheckoutId')
  @Public()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The sandbox payment page', schema: { type: 'string' } })
  @ApiResponse({
    status: 303,
    description: 'Already charged: back to the merchant with the result',
  })
  @ApiNotFoundResponse({ description: 'No such checkout' })
  @ApiConflictResponse({ description: 'The checkout was closed' })
  async showSandboxCheckout(
    @Param() { providerCheckoutId }: SandboxCheckoutParamDto,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const { checkout, charge } = await this.sandbox.find(providerCheckoutId);
    if (charge)
      return void res.redirect(this.sandbox.resultRedirect(checkout, charge), HttpStatus.SEE_OTHER);
    if (checkout.cancelledAt) {
      return sendPage(res, HttpStatus.CONFLICT, checkout.returnUrl, renderClosedPage());
    }
    sendPage(res, HttpStatus.OK, checkout.returnUrl, renderCheckoutPage(checkout));
  }

  @ApiOperationDoc({
    summary: 'Pay a sandbox checkout',
    description:
      "The sandbox payment provider's pay button: records the payment and returns to the app with a signed result.",
    errors: [ErrorCode.CheckoutNotFound],
  })
  @Post('checkout/:providerCheckoutId')
  @FormBody({ maxBytes: 16 * 1024, maxFields: 20 })
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: SandboxPaymentFormDto })
  @ApiProduces('text/html')
  @ApiResponse({
    status: 303,
    description: 'Processed: back to the merchant with the signed result',
  })
  @ApiResponse({ status: 400, description: 'The page again, with what to correct' })
  @ApiNotFoundResponse({ description: 'No such checkout' })
  @ApiConflictResponse({ description: 'The checkout was closed' })
  async paySandboxCheckout(
    @Param() { providerCheckoutId }: SandboxCheckoutParamDto,
    @Body() form: SandboxPaymentFormDto,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const { checkout, charge } = await this.sandbox.find(providerCheckoutId);
    if (charge)
      return void res.redirect(this.sandbox.resultRedirect(checkout, charge), HttpStatus.SEE_OTHER);
    if (checkout.cancelledAt) {
      return sendPage(res, HttpStatus.CONFLICT, checkout.returnUrl, renderClosedPage());
    }
    const reading = readPaymentForm(form);
    if ('error' in reading) {
      const page = renderCheckoutPage(checkout, { error: reading.error, form });
      return sendPage(res, HttpStatus.BAD_REQUEST, checkout.returnUrl, page);
    }
    const back = await this.sandbox.charge(checkout.id, reading.attempt);
    if (!back) return sendPage(res, HttpStatus.CONFLICT, checkout.returnUrl, renderClosedPage());
    void res.redirect(back, HttpStatus.SEE_OTHER);
  }
}
