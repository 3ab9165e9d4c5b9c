/**
 * Partners' webhook subscriptions, whoever manages them: admins today, partners' own API
 * clients through their endpoints later. Callers say which partner acts; this service checks
 * the partner exists and the URL may be used, and shows a secret only when it is made.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type PartnerKind, type WebhookEventType } from '@coverline/contracts';
import { DataCipher } from '../../common/crypto/data-cipher';
import { DomainException } from '../../common/errors/domain.exception';
import { APP_CONFIG, type AppConfig } from '../config';
import { newWebhookSecret } from './webhook-signature';
import { urlProblem } from './webhook-target';
import { WebhooksRepository, type WebhookSubscription } from './webhooks.repository';

/** How long a rotated secret goes on signing beside the new one, so receivers can switch. */
export const SECRET_OVERLAP_HOURS = 24;

export interface SubscriptionInput {
  partnerKind: PartnerKind;
  partnerId: string;
  url: string;
  eventTypes: WebhookEventType[];
  description?: string | null;
}

export interface SubscriptionEdit {
  url?: string;
  eventTypes?: WebhookEventType[];
  description?: string | null;
  enabled?: boolean;
}

/** The partner a caller acts for; unset for an admin, who may manage every partner's. */
export interface PartnerScope {
  partnerKind: PartnerKind;
  partnerId: string;
}

@Injectable()
export class WebhookSubscriptionsService {
  constructor(
    @Inject(WebhooksRepository) private readonly repo: WebhooksRepository,
    @Inject(DataCipher) private readonly cipher: DataCipher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(
    input: SubscriptionInput,
    createdBy: string | null,
  ): Promise<{ subscription: WebhookSubscription; secret: string }> {
    if (!(await this.repo.partnerName(input.partnerKind, input.partnerId))) {
      throw new DomainException(ErrorCode.WebhookPartnerNotFound);
    }
    this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const subscription = await this.repo.addSubscription({
      partnerKind: input.partnerKind,
      partnerId: input.partnerId,
      url: input.url,
      description: input.description ?? null,
      eventTypes: [...new Set(input.eventTypes)],
      secretSealed: this.cipher.encrypt(secret),
      createdBy,
    });
    return { subscription, secret };
  }

  list(scope?: Partial<PartnerScope>): Promise<WebhookSubscription[]> {
    return this.repo.listSubscriptions(scope ?? {});
  }

  /** The subscription, if it exists and belongs to the scope's partner (when one is given). */
  async get(id: string, scope?: PartnerScope): Promise<WebhookSubscription> {
    const subscription = await this.repo.findSubscription(id);
    if (
      !subscription ||
      (scope &&
        (subscription.partnerKind !== scope.partnerKind ||
          subscription.partnerId !== scope.partnerId))
    ) {
      throw new DomainException(ErrorCode.WebhookSubscriptionNotFound);
    }
    return subscription;
  }

  async edit(
    id: string,
    edit: SubscriptionEdit,
    scope?: PartnerScope,
  ): Promise<WebhookSubscription> {
    await this.get(id, scope);
    if (edit.url !== undefined) this.checkUrl(edit.url);
    await this.repo.changeSubscription(id, {
      ...edit,
      eventTypes: edit.eventTypes && [...new Set(edit.eventTypes)],
    });
    return this.get(id, scope);
  }

  /** A new secret, shown once; the previous one keeps signing for SECRET_OVERLAP_HOURS. */
  async rotateSecret(
    id: string,
    scope?: PartnerScope,
  ): Promise<{ secret: string; previousSecretExpiresAt: Date }> {
    await this.get(id, scope);
    const secret = newWebhookSecret();
    const until = new Date(Date.now() + SECRET_OVERLAP_HOURS * 3600_000);
    await this.repo.rotateSecret(id, this.cipher.encrypt(secret), until);
    return { secret, previousSecretExpiresAt: until };
  }

  async remove(id: string, scope?: PartnerScope): Promise<void> {
    await this.get(id, scope);
    await this.repo.deleteSubscription(id);
  }

  private checkUrl(url: string): void {
    if (urlProblem(url, this.config.webhooks.allowPrivateTargets)) {
      throw new DomainException(ErrorCode.WebhookUrlNotAllowed);
    }
  }
}
