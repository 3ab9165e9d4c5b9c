/**
 * The ways back into a quote by email: the resume link a guest gets (with a guest token), and
 * for a visitor who may no longer resume as a guest, the link to sign up; the notice an
 * account's owner gets when a visitor starts a quote with their email. Every such mail a call
 * without an account causes is counted by the mail rate limit first.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ErrorCode, Limits, type CoverageType } from '@coverline/contracts';
import { PrincipalResolver, TokenService } from '../../identity/auth';
import { DomainException } from '../../common/errors/domain.exception';
import { MailRateLimiter } from '../../common/http/mail-rate-limit';
import { MailService } from '../../platform/mail';
import type { GuestSessionDto, QuoteAggregate } from './dto/quote.dto';
import { resumeByEmailRefusal } from './rules/visitor-start';
import { QuoteAccess } from './quote-access';
import { QuotesRepository } from './quotes.repository';
import { PublicLinks } from '../../common/http/public-links';

const COVERAGE_LABELS: Record<CoverageType, string> = {
  wc: 'workers compensation',
  gl: 'general liability',
  bop: "business owner's policy",
  cyber: 'cyber liability',
};

@Injectable()
export class QuoteResumeService {
  constructor(
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(MailRateLimiter) private readonly mailLimit: MailRateLimiter,
    @Inject(QuotesRepository) private readonly repo: QuotesRepository,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(PrincipalResolver) private readonly principals: PrincipalResolver,
  ) {}

  /**
   * Opens the guest session an emailed link carries (resume link, quote link): the token is
   * checked the way every guest call checks it (signature, dates, its quote still admitting a
   * guest) and answered with the seconds it has left, so the route can keep it in the guest's
   * `HttpOnly` cookie. A dead token is 2881.
   */
  async openGuestSession(token: string): Promise<GuestSessionDto> {
    const claims = this.principals.verify(token);
    const caller = claims ? await this.principals.validate(claims) : null;
    const exp = claims?.exp;
    const left = typeof exp === 'number' ? exp - Math.floor(Date.now() / 1000) : 0;
    if (caller?.kind !== 'guest' || left <= 0) {
      throw new DomainException(ErrorCode.GuestLinkInvalid);
    }
    return { access_token: token, expires_in: left, quoteId: caller.quoteId };
  }

  /**
   * What a visitor's start needs to know of the email, on the start's own connection: whether
   * an account has it (never told to the visitor: it only chooses the mail its owner gets) and
   * its active quote for the coverage, whose owner then gets a link by email
   * (`emailResumeOrRegistration`) to resume it (1207) or, when it can no longer be changed
   * without an account, to sign up (1208).
   */
  visitorStartState(
    m: EntityManager,
    email: string,
    coverage: CoverageType,
  ): Promise<{ hasAccount: boolean; activeId: string | null }> {
    return this.repo.visitorStartState(m, email, coverage);
  }

  /** Counts a mail that a call without an account asks for (429, 2734, past the limit). */
  countMail(clientAddress: string | undefined, email: string): Promise<void> {
    return this.mailLimit.consume(clientAddress, email);
  }

  /**
   * Emails the quote's owner the way back in, then refuses the call with 1207 or 1208. With
   * `count`, the mail is counted against the rate limit first (a start has counted it already).
   */
  async emailResumeOrRegistration(
    id: string,
    count?: { clientAddress: string | undefined },
  ): Promise<never> {
    const quote = await this.repo.load(id);
    const { app } = quote;
    if (count) await this.countMail(count.clientAddress, app.client.email);
    const resumable = await this.access.isGuestResumable(app, app.client);
    await this.repo.transaction(async (m) => {
      if (resumable) {
        await this.sendResumeLink(m, quote, this.tokens.signGuest(app.id).access_token);
      } else {
        const url = new URL('/register', this.links.base());
        url.searchParams.set('email', app.client.email);
        url.searchParams.set('quoteId', app.id);
        await this.mail.enqueue(m, app.client.email, 'quote-registration', {
          coverage: COVERAGE_LABELS[app.coverageType],
          registerUrl: url.toString(),
        });
      }
    });
    throw new DomainException(resumeByEmailRefusal(resumable));
  }

  /**
   * Emails the link that resumes the quote with the guest token given. It goes only to an email
   * without an account (a guest's token is for no one else), so it is written in the language
   * of the quote's client record, the record of that email.
   */
  async sendResumeLink(m: EntityManager, quote: QuoteAggregate, guestToken: string): Promise<void> {
    const url = new URL('/quotation', this.links.base());
    url.searchParams.set('quoteId', quote.app.id);
    url.searchParams.set('guestToken', guestToken);
    await this.mail.enqueue(
      m,
      quote.app.client.email,
      'quote-resume',
      {
        coverage: COVERAGE_LABELS[quote.app.coverageType],
        resumeUrl: url.toString(),
        expiresInHours: Math.round(Limits.guestTokenTtlSeconds / 3600),
      },
      { language: quote.app.client.language },
    );
  }

  /**
   * Tells an account's owner that a visitor started a quote with their email: it is filed with
   * their account, and they sign in to see it. No token travels in this mail.
   */
  async sendSignInNotice(m: EntityManager, quote: QuoteAggregate): Promise<void> {
    await this.mail.enqueue(m, quote.app.client.email, 'quote-started-for-account', {
      coverage: COVERAGE_LABELS[quote.app.coverageType],
      signInUrl: new URL('/login', this.links.base()).toString(),
    });
  }
}
