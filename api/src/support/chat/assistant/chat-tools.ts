import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { Caller, Principal, UserPrincipal } from '../../../common/auth/principal';
import { PoliciesService } from '../../../servicing/policies';
import { QuoteLookupService, QuoteSummaries } from '../../../quoting/quotes';
import { type ReferralListQueryDto, ReferralsService } from '../../../partners/referrals';
import type { AssistantToolbox, AssistantToolDefinition } from './chat-assistant';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_SIZE = 10;

export const TOOL_DEFINITIONS: Record<string, AssistantToolDefinition> = {
  list_my_quotes: {
    name: 'list_my_quotes',
    description:
      "The asker's own quotes (a client's, a guest's one quote, a staff member's assigned ones).",
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  get_quote_status: {
    name: 'get_quote_status',
    description: 'The status of one quote the asker may see, by its id.',
    parameters: {
      type: 'object',
      properties: { quoteId: { type: 'string', format: 'uuid' } },
      required: ['quoteId'],
      additionalProperties: false,
    },
  },
  list_my_policies: {
    name: 'list_my_policies',
    description: "The asker's own bound policies.",
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  list_my_referrals: {
    name: 'list_my_referrals',
    description: 'For a payroll partner rep: the status of the quotes their company referred.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
};

/** Which tools an asker has: a visitor none, a rep the referral one, users the quote ones. */
export function toolNamesFor(asker: Caller | undefined): string[] {
  if (!asker) return [];
  if (asker.kind === 'rep') return ['list_my_referrals'];
  if (asker.kind === 'guest') return ['list_my_quotes', 'get_quote_status'];
  return ['list_my_quotes', 'get_quote_status', 'list_my_policies'];
}

class ToolRefused extends Error {}

/**
 * Builds the toolbox of one asker. Every tool goes through the service that serves the same data
 * over REST, with the asker as the caller, so its authorization applies unchanged.
 */
@Injectable()
export class ChatTools {
  constructor(
    @Inject(QuoteSummaries) private readonly summaries: QuoteSummaries,
    @Inject(QuoteLookupService) private readonly quotes: QuoteLookupService,
    @Inject(PoliciesService) private readonly policies: PoliciesService,
    @Inject(ReferralsService) private readonly referralList: ReferralsService,
  ) {}

  forAsker(asker: Caller | undefined): AssistantToolbox {
    const names = toolNamesFor(asker);
    return {
      definitions: names.map((n) => TOOL_DEFINITIONS[n]),
      call: async (name, args) => {
        try {
          if (!names.includes(name)) throw new ToolRefused(`The tool ${name} is not available`);
          return JSON.stringify(await this.run(name, asker!, args));
        } catch (err) {
          if (err instanceof ToolRefused) return JSON.stringify({ error: err.message });
          if (err instanceof HttpException) {
            return JSON.stringify({ error: err.message, status: err.getStatus() });
          }
          throw err;
        }
      },
    };
  }

  private async run(name: string, asker: Caller, args: unknown): Promise<unknown> {
    switch (name) {
      case 'list_my_quotes': {
        const page = await this.summaries.list(asker as Principal, {
          page: 1,
          pageSize: LIST_SIZE,
        });
        return {
          total: page.total,
          quotes: page.items.map((q) => ({
            quoteId: q.id,
            coverageType: q.coverageType,
            status: q.status,
            businessName: q.businessName,
            effectiveDate: q.effectiveDate,
            lowestPremiumCents: q.lowestPremiumCents,
          })),
        };
      }
      case 'get_quote_status': {
        const quoteId = (args as { quoteId?: unknown } | null)?.quoteId;
        if (typeof quoteId !== 'string' || !UUID.test(quoteId)) {
          throw new ToolRefused('quoteId must be a quote id');
        }
        const quote = await this.quotes.getQuote(asker as Principal, quoteId);
        return {
          quoteId: quote.id,
          coverageType: quote.coverageType,
          status: quote.status,
          businessName: quote.business.businessName ?? null,
          effectiveDate: quote.effectiveDate,
        };
      }
      case 'list_my_policies': {
        const page = await this.policies.myPolicies(asker as UserPrincipal, {
          page: 1,
          pageSize: LIST_SIZE,
        });
        return {
          total: page.total,
          policies: page.items.map((p) => ({
            quoteId: p.quoteId,
            coverageType: p.coverageType,
            policyNumber: p.policyNumber,
            carrier: p.carrier,
            businessName: p.businessName,
            effectiveDate: p.effectiveDate,
            expirationDate: p.expirationDate,
            status: p.status,
          })),
        };
      }
      case 'list_my_referrals':
        return this.referrals(asker);
      default:
        throw new ToolRefused(`The tool ${name} is not available`);
    }
  }

  /**
   * The referrals of the rep's payroll company, as ReferralTrak lists them (the referrals
   * module holds the rep to their own company); a rep waiting for approval has none.
   */
  private async referrals(asker: Caller): Promise<unknown> {
    if (asker.kind !== 'rep') throw new ToolRefused('Only payroll partner reps have referrals');
    const page = await this.referralList.repList(asker, {
      page: 1,
      pageSize: LIST_SIZE,
    } as ReferralListQueryDto);
    return {
      total: page.total,
      referrals: page.items.map((r) => ({
        referralNumber: r.referralNumber,
        type: r.type,
        status: r.status,
        businessName: r.businessName,
        quoteId: r.quoteId,
      })),
    };
  }
}
