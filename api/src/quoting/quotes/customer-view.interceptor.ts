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
 * factors) are for staff, as is who on staff is assigned to it (the agent's id); guests and
 * clients get the premium build-up only. Applied to every route under `quote/` and the lines'
 * quote data (`QuoteDto`, `QuoteDataDto` holding one, and lists of quote summaries).
 */
@Injectable()
export class CustomerViewInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const caller = ctx.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (seesWorksheets(caller)) return next.handle();
    return next.handle().pipe(map(forCustomer));
  }
}

type WithAgent = { agentId: string | null };

const hasAgent = (value: unknown): value is WithAgent =>
  typeof value === 'object' && value !== null && 'agentId' in value;

/** The quote without staff's side: no worksheets, no agent's id. */
function customerQuote<T extends WithCarrierQuotes>(quote: T): T {
  const out = withoutWorksheets(quote);
  return hasAgent(out) ? { ...out, agentId: null } : out;
}

export function forCustomer(body: unknown): unknown {
  if (hasCarrierQuotes(body)) return customerQuote(body);
  if (typeof body !== 'object' || body === null) return body;
  if (hasCarrierQuotes((body as { quote?: unknown }).quote)) {
    const withQuote = body as { quote: WithCarrierQuotes };
    return { ...withQuote, quote: customerQuote(withQuote.quote) };
  }
  const items = (body as { items?: unknown }).items;
  if (Array.isArray(items) && items.some(hasAgent)) {
    return {
      ...body,
      items: items.map((item: unknown) => (hasAgent(item) ? { ...item, agentId: null } : item)),
    };
  }
  return body;
}
