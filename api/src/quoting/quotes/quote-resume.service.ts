/**
 * The ways back into a quote by email: the resume link a guest gets (with a guest token), and
 * for a visitor who may no longer resume as a guest, the link to sign up. Also the gate a
 * visitor passes to start a quote for an email already on file.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Limits, type CoverageType } from '@coverline/contracts';
import { TokenService } from '../../identity/auth';
import { DomainException } from '../../common/errors/domain.exception';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { MailService } from '../../platform/mail';
import type { QuoteAggregate } from './dto/quote.dto';
import { enforce } from './enforce';
import { resumeByEmailRefusal, visitorStartRefusal } from './rules/visitor-start';
import { QuoteAccess } from './quote-access';
import { QuotesRepository } from './quotes.repository';

const COVERAGE_LABELS: Record<CoverageType, string> = {
  wc: 'workers compensation',
  gl: 'general liability',
  bop: "business owner's policy",
  cyber: 'cyber liability',
};

@Injectable()
export class QuoteResumeService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(QuotesRepository) private readonly repo: QuotesRepository,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
  ) {}

  /**
   * A visitor may start a quote unless the email belongs to an account (1201) or already has
   * an active quote for the coverage: that quote's id is answered, and once the start's
   * transaction is over its owner gets a link by email (`emailResumeOrRegistration`), to resume
   * it (1207) or, when it can no longer be changed without an account, to sign up (1208).
   * Checked on the start's own connection, so a start waits for the pool once.
   */
  async visitorActiveQuote(
    m: EntityManager,
    email: string,
    coverage: CoverageType,
  ): Promise<string | null> {
    const { hasAccount, activeId } = await this.repo.visitorStartState(m, email, coverage);
    enforce(visitorStartRefusal(hasAccount));
    return activeId;
  }

  /** Emails the quote's owner the way back in, then refuses the call with 1207 or 1208. */
  async emailResumeOrRegistration(id: string): Promise<never> {
    const quote = await this.repo.load(id);
    const { app } = quote;
    const resumable = await this.access.isGuestResumable(app, app.client);
    await this.repo.transaction(async (m) => {
      if (resumable) {
        await this.sendResumeLink(m, quote, this.tokens.signGuest(app.id).access_token);
      } else {
        const url = new URL('/register', this.config.publicUrl);
        url.searchParams.set('email', app.client.email);
        url.searchParams.set('quoteId', app.id);
        await this.mail.enqueue(m, app.client.email, 'quote-registration', {
          firstName: app.client.firstName,
          coverage: COVERAGE_LABELS[app.coverageType],
          registerUrl: url.toString(),
        });
      }
    });
    throw new DomainException(resumeByEmailRefusal(resumable));
  }

  /** Emails the link that resumes the quote with the guest token given. */
  async sendResumeLink(m: EntityManager, quote: QuoteAggregate, guestToken: string): Promise<void> {
    const url = new URL('/quotation', this.config.publicUrl);
    url.searchParams.set('quoteId', quote.app.id);
    url.searchParams.set('guestToken', guestToken);
    await this.mail.enqueue(m, quote.app.client.email, 'quote-resume', {
      firstName: quote.app.client.firstName,
      coverage: COVERAGE_LABELS[quote.app.coverageType],
      resumeUrl: url.toString(),
      expiresInDays: Math.round(Limits.guestTokenTtlSeconds / 86_400),
    });
  }
}
