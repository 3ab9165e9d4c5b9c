/**
 * The link to a quote that staff mail its client (the quote link, the proposal mail): it opens
 * the quote on first use. A client without an account gets the quote's guest token in the link,
 * as the resume link carries it; an account's owner is sent through sign-in to the quote.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TokenService } from '../../identity/auth';
import type { QuoteAggregate } from './dto/quote.dto';
import { QuoteAccess } from './quote-access';
import { PublicLinks } from '../../common/http/public-links';

@Injectable()
export class QuoteLinks {
  constructor(
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
  ) {}

  /**
   * The link for the quote's client: with a guest token while they may open it as a guest.
   * Inside a transaction, pass its manager: the check then reads on its connection.
   */
  async forClient(quote: QuoteAggregate, m?: EntityManager): Promise<string> {
    const { app } = quote;
    const quotation = new URL('/quotation', this.links.base());
    quotation.searchParams.set('quoteId', app.id);
    if (await this.access.isGuestResumable(app, app.client, m)) {
      quotation.searchParams.set('guestToken', this.tokens.signGuest(app.id).access_token);
      return quotation.toString();
    }
    const signIn = new URL('/login', this.links.base());
    signIn.searchParams.set('redirect', `${quotation.pathname}${quotation.search}`);
    return signIn.toString();
  }
}
