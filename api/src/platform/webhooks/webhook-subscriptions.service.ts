/**
 * Partners' webhook subscriptions, whoever manages them: admins (every partner's, each change
 * in the audit trail) or a partner's API client through the API (only the subscriptions it made
 * itself). Callers say who acts; this service checks the partner exists and the URL may be used,
 * and shows a secret only when it is made.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  WebhookLimits,
  type PartnerKind,
  type WebhookEventType,
} from '@coverline/contracts';
import type { EntityManager } from 'typeorm';
import type { UserPrincipal } from '../../common/auth/principal';
import { DataCipher } from '../../common/crypto/data-cipher';
import { DomainException } from '../../common/errors/domain.exception';
import { AuditService, type AuditAction, type AuditSnapshot } from '../audit';
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

/**
 * The partner a caller acts for; unset for an admin, who may manage every partner's. With
 * `apiClientId` (a partner's API client), only the subscriptions that client made: another
 * client's, even the same partner's, answer as if they did not exist.
 */
export interface PartnerScope {
  partnerKind: PartnerKind;
  partnerId: string;
  apiClientId?: string;
}

/** The admin whose change the audit trail records. */
export type WebhookAdmin = Pick<UserPrincipal, 'userId' | 'role'>;

/** What the audit trail keeps of a subscription: never a secret. */
export const subscriptionSnapshot = (s: WebhookSubscription): AuditSnapshot => ({
  webhookSubscriptionId: s.id,
  partnerKind: s.partnerKind,
  partnerId: s.partnerId,
  partnerName: s.partnerName,
  url: s.url,
  eventTypes: s.eventTypes.join(' '),
  enabled: s.enabled,
  description: s.description,
});

@Injectable()
export class WebhookSubscriptionsService {
  constructor(
    @Inject(WebhooksRepository) private readonly repo: WebhooksRepository,
    @Inject(DataCipher) private readonly cipher: DataCipher,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** An admin subscribes a partner's URL; the audit trail records it. */
  create(
    input: SubscriptionInput,
    admin: WebhookAdmin,
  ): Promise<{ subscription: WebhookSubscription; secret: string }> {
    return this.add(input, {
      apiClientId: null,
      createdBy: admin.userId,
      after: (m, created) => this.record(m, admin, 'createWebhookSubscription', null, created),
    });
  }

  /**
   * A partner's API client subscribes itself; it may hold `WebhookLimits.subscriptionsPerClient`
   * subscriptions, counted under a lock so two creations at once cannot both pass the limit.
   */
  createForClient(
    input: SubscriptionInput,
    apiClientId: string,
  ): Promise<{ subscription: WebhookSubscription; secret: string }> {
    return this.add(input, {
      apiClientId,
      createdBy: null,
      before: async (m) => {
        const held = await this.repo.countForClientLocked(m, apiClientId);
        if (held >= WebhookLimits.subscriptionsPerClient) {
          throw new DomainException(ErrorCode.WebhookSubscriptionLimitReached);
        }
      },
    });
  }

  /** `before` and `after` run in the creation's transaction, around the insert. */
  private async add(
    input: SubscriptionInput,
    owner: {
      apiClientId: string | null;
      createdBy: string | null;
      before?: (m: EntityManager) => Promise<void>;
      after?: (m: EntityManager, created: WebhookSubscription) => Promise<void>;
    },
  ): Promise<{ subscription: WebhookSubscription; secret: string }> {
    if (!(await this.repo.partnerName(input.partnerKind, input.partnerId))) {
      throw new DomainException(ErrorCode.WebhookPartnerNotFound);
    }
    this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const subscription = await this.repo.transaction(async (m) => {
      await owner.before?.(m);
      const created = await this.repo.addSubscription(
        {
          partnerKind: input.partnerKind,
          partnerId: input.partnerId,
          apiClientId: owner.apiClientId,
          url: input.url,
          description: input.description ?? null,
          eventTypes: [...new Set(input.eventTypes)],
          secretSealed: this.cipher.encrypt(secret),
          createdBy: owner.createdBy,
        },
        m,
      );
      await owner.after?.(m, created);
      return created;
    });
    return { subscription, secret };
  }

  list(scope?: Partial<PartnerScope>): Promise<WebhookSubscription[]> {
    return this.repo.listSubscriptions(scope ?? {});
  }

  /** The subscription, if it exists and belongs to the scope (when one is given). */
  async get(id: string, scope?: PartnerScope): Promise<WebhookSubscription> {
    const subscription = await this.repo.findSubscription(id);
    if (!subscription || (scope && !inScope(subscription, scope))) {
      throw new DomainException(ErrorCode.WebhookSubscriptionNotFound);
    }
    return subscription;
  }

  /** `admin`: the admin who changes it, for the audit trail; unset when a scoped client does. */
  async edit(
    id: string,
    edit: SubscriptionEdit,
    scope?: PartnerScope,
    admin?: WebhookAdmin,
  ): Promise<WebhookSubscription> {
    const before = await this.get(id, scope);
    if (edit.url !== undefined) this.checkUrl(edit.url);
    return this.repo.transaction(async (m) => {
      await this.repo.changeSubscription(
        id,
        { ...edit, eventTypes: edit.eventTypes && [...new Set(edit.eventTypes)] },
        m,
      );
      const after = await this.repo.findSubscription(id, m);
      if (!after) throw new DomainException(ErrorCode.WebhookSubscriptionNotFound);
      if (admin) await this.record(m, admin, 'updateWebhookSubscription', before, after);
      return after;
    });
  }

  /** A new secret, shown once; the previous one keeps signing for SECRET_OVERLAP_HOURS. */
  async rotateSecret(
    id: string,
    scope?: PartnerScope,
    admin?: WebhookAdmin,
  ): Promise<{ secret: string; previousSecretExpiresAt: Date }> {
    const subscription = await this.get(id, scope);
    const secret = newWebhookSecret();
    const until = new Date(Date.now() + SECRET_OVERLAP_HOURS * 3600_000);
    await this.repo.transaction(async (m) => {
      if (!(await this.repo.rotateSecret(id, this.cipher.encrypt(secret), until, m))) {
        throw new DomainException(ErrorCode.WebhookSubscriptionNotFound);
      }
      if (admin) {
        await this.audit.record(m, admin, {
          action: 'rotateWebhookSecret',
          before: null,
          after: {
            ...subscriptionSnapshot(subscription),
            previousSecretExpiresAt: until.toISOString(),
          },
        });
      }
    });
    return { secret, previousSecretExpiresAt: until };
  }

  async remove(id: string, scope?: PartnerScope, admin?: WebhookAdmin): Promise<void> {
    const subscription = await this.get(id, scope);
    await this.repo.transaction(async (m) => {
      if (!(await this.repo.deleteSubscription(id, m))) {
        throw new DomainException(ErrorCode.WebhookSubscriptionNotFound);
      }
      if (admin) await this.record(m, admin, 'deleteWebhookSubscription', subscription, null);
    });
  }

  private record(
    m: EntityManager,
    admin: WebhookAdmin,
    action: AuditAction,
    before: WebhookSubscription | null,
    after: WebhookSubscription | null,
  ): Promise<void> {
    return this.audit.record(m, admin, {
      action,
      before: before && subscriptionSnapshot(before),
      after: after && subscriptionSnapshot(after),
    });
  }

  private checkUrl(url: string): void {
    if (urlProblem(url, this.config.webhooks.allowPrivateTargets)) {
      throw new DomainException(ErrorCode.WebhookUrlNotAllowed);
    }
  }
}

/** Whether the subscription is the scope's partner's and, for a client's scope, that client's. */
export function inScope(s: WebhookSubscription, scope: PartnerScope): boolean {
  return (
    s.partnerKind === scope.partnerKind &&
    s.partnerId === scope.partnerId &&
    (scope.apiClientId === undefined || s.apiClientId === scope.apiClientId)
  );
}
