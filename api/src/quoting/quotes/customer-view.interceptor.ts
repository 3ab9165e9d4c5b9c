import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import type { Principal } from '../../common/auth/principal';
import { seesWorksheets, withoutWorksheets, type CarrierQuoteDto } from './dto/quote.dto';

type WithCarrierQuotes = { carrierQuotes: CarrierQuoteDto[] };

const hasCarrierQuotes = (value: unknown): value is WithCarrierQuotes =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Partial<WithCarrierQuotes>).carrierQuotes);

/**
 * What a customer receives of a quote: the carriers' worksheets (their rate multipliers and
 * factors) are for staff; guests and clients get the premium build-up only. Applied to every
 * route that answers a quote (`QuoteDto`, or `QuoteDataDto` holding one).
 */
@Injectable()
export class CustomerViewInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const caller = ctx.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (seesWorksheets(caller)) return next.handle();
    return next.handle().pipe(map(forCustomer));
  }
}

export function forCustomer(body: unknown): unknown {
  if (hasCarrierQuotes(body)) return withoutWorksheets(body);
  if (
    typeof body === 'object' &&
    body !== null &&
    hasCarrierQuotes((body as { quote?: unknown }).quote)
  ) {
    const withQuote = body as { quote: WithCarrierQuotes };
    return { ...withQuote, quote: withoutWorksheets(withQuote.quote) };
  }
  return body;
}
