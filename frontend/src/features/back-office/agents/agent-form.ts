/** The agent form's fields, their checks (the API's own) and the bodies it sends. */
import type { TFunction } from '../../../lib/i18n';
import * as z from 'zod/mini';
import type {
  AgentDto,
  AgentStatus,
  CreateAgentDto,
  UpdateAgentDto,
} from '@coverline/contracts/generated/model';
import { AgentStatus as AgentStatuses } from '@coverline/contracts/generated/model';

export const AGENT_STATUSES = Object.values(AgentStatuses) as [AgentStatus, ...AgentStatus[]];

const NAME = /^[\p{L}][\p{L} .'\u2019-]*$/u;
const PHONE = /^\+?[0-9 ().-]{7,30}$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today as a calendar day (UTC), as the API compares it. */
export const today = () => new Date().toISOString().slice(0, 10);

export function agentSchema(t: TFunction) {
  const required = (field: string) => t('errors.required', { field: t(`fields.${field}`) });
  const name = (field: string) =>
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, required(field)),
        z.maxLength(100, t('errors.tooLong', { max: 100 })),
        z.regex(NAME, required(field)),
      );
  const portal = z.string().check(z.trim(), z.maxLength(100, t('errors.tooLong', { max: 100 })));
  return z.object({
    firstName: name('firstName'),
    lastName: name('lastName'),
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, required('email')),
        z.email(t('errors.email')),
        z.maxLength(254),
      ),
    phone: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || PHONE.test(v), t('errors.phone')),
    ),
    status: z.enum(AGENT_STATUSES),
    joinedOn: z.string().check(
      z.regex(DAY, t('errors.date')),
      z.refine((v) => v <= today(), t('errors.future')),
    ),
    portal1: portal,
    portal2: portal,
    portal3: portal,
    connectUrl: z.string().check(
      z.trim(),
      z.maxLength(500, t('errors.tooLong', { max: 500 })),
      z.refine((v) => v === '' || URL_PATTERN.test(v), t('errors.url')),
    ),
  });
}

export type AgentValues = z.infer<ReturnType<typeof agentSchema>>;

export function agentValues(agent?: AgentDto): AgentValues {
  return {
    firstName: agent?.firstName ?? '',
    lastName: agent?.lastName ?? '',
    email: agent?.email ?? '',
    phone: agent?.phone ?? '',
    status: agent?.status ?? 'Onboarding',
    joinedOn: agent?.joinedOn ?? today(),
    portal1: agent?.portalIds.portal1 ?? '',
    portal2: agent?.portalIds.portal2 ?? '',
    portal3: agent?.portalIds.portal3 ?? '',
    connectUrl: agent?.connectUrl ?? '',
  };
}

export function createAgentBody(v: AgentValues): CreateAgentDto {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    ...(v.phone ? { phone: v.phone } : {}),
    status: v.status,
    joinedOn: v.joinedOn,
    portalIds: { portal1: v.portal1, portal2: v.portal2, portal3: v.portal3 },
    ...(v.connectUrl ? { connectUrl: v.connectUrl } : {}),
  };
}

/** The whole form: emptied fields clear the value (null), as the API reads them. */
export function updateAgentBody(v: AgentValues): UpdateAgentDto {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone || null,
    status: v.status,
    joinedOn: v.joinedOn,
    portalIds: { portal1: v.portal1, portal2: v.portal2, portal3: v.portal3 },
    connectUrl: v.connectUrl || null,
  };
}
