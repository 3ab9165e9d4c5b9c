/**
 * The OpenAPI document as the API's reference: each operation says what it does, the security it
 * needs, and every catalogue code it can answer, each as an error response with its envelope.
 */
import { applyDecorators, type INestApplication, SetMetadata, type Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ApiExtension, ApiOperation, type OpenAPIObject } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import {
  ApiScope,
  ERROR_CATALOGUE,
  ErrorCode,
  SessionCookie,
  type Role,
} from '@coverline/contracts';
import { ALLOW_GUEST, ALLOW_REP, IS_PUBLIC, MACHINE_SCOPES, ROLES } from '../auth/decorators';

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
type ResponseObject = Exclude<OperationObject['responses'][string], { $ref: string }>;
type SecurityRequirementObject = NonNullable<OperationObject['security']>[number];

export interface OperationDoc {
  /** What the call does, in a few words (the reference's heading). */
  summary: string;
  /** Who calls it, what it changes or answers, what to know before calling. */
  description: string;
  /**
   * The catalogue codes the call's own rules can refuse with. The guard's and the validation
   * pipe's refusals (2690, 2701, 2702, 2722; on API clients' routes 3005, 3006) are added from
   * the route's metadata.
   */
  errors?: ErrorCode[];
}

const ERROR_CODES_EXTENSION = 'x-error-codes';
const OPERATION_ERRORS = 'doc:errors';

/** Documents an operation: its summary, description and the codes its rules answer. */
export const ApiOperationDoc = ({ summary, description, errors = [] }: OperationDoc) =>
  applyDecorators(
    ApiOperation({ summary, description }),
    SetMetadata(OPERATION_ERRORS, errors),
    ApiExtension(
      ERROR_CODES_EXTENSION,
      [...errors].sort((a, b) => a - b),
    ),
  );

/** What each scope lets an API client's token do; every scope must say (a new one fails to build). */
const SCOPE_DESCRIPTIONS: Record<ApiScope, string> = {
  [ApiScope.ReferralsRead]: "Read the payroll company's referrals.",
  [ApiScope.QuotesRead]: 'Read the quotes the carrier gave.',
  [ApiScope.WebhooksManage]: "Manage the client's webhook subscriptions.",
  [ApiScope.PayrollReportsWrite]:
    'Post the pay-as-you-go payroll reports of the policies the payroll company serves.',
  [ApiScope.PayrollReportsRead]:
    'Read the pay-as-you-go payroll reports of the policies the payroll company serves.',
};

/**
 * The security schemes the document declares: a bearer token, the app's session cookies, or an
 * API client's token from the client-credentials flow.
 */
export const SECURITY_SCHEMES = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  userCookie: { type: 'apiKey', in: 'cookie', name: SessionCookie.User },
  repCookie: { type: 'apiKey', in: 'cookie', name: SessionCookie.Rep },
  guestCookie: { type: 'apiKey', in: 'cookie', name: SessionCookie.Guest },
  borCookie: { type: 'apiKey', in: 'cookie', name: SessionCookie.Bor },
  apiClient: {
    type: 'oauth2',
    description:
      "A partner system's API client: its id and secret buy a short-lived token at `POST /api/oauth/token`, sent as `Authorization: Bearer <token>`.",
    flows: { clientCredentials: { tokenUrl: '/api/oauth/token', scopes: SCOPE_DESCRIPTIONS } },
  },
} as const;
type SchemeName = keyof typeof SECURITY_SCHEMES;

/**
 * A guard that admits its own kind of session on a `@Public()` route names the cookie scheme it
 * reads (the broker-of-record applicant's guard); the document then asks for that session.
 */
export interface SessionGuardClass {
  securityScheme?: SchemeName;
}

/** What the document needs to know of a route that its OpenAPI metadata does not say. */
interface RouteFacts {
  isPublic: boolean;
  allowGuest: boolean;
  allowRep: boolean;
  roles: Role[] | undefined;
  /** Set on `@MachineOnly()` routes: the scopes an API client's token needs (maybe none). */
  machineScopes: ApiScope[] | undefined;
  sessionScheme: SchemeName | undefined;
}

/** Each handler's access rules, by operation id (the handler's name, unique in the API). */
function routeFacts(app: INestApplication): Map<string, RouteFacts> {
  const facts = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const meta = <T>(key: string): T | undefined =>
          (Reflect.getMetadata(key, handler) as T | undefined) ??
          (Reflect.getMetadata(key, controller) as T | undefined);
        const guards = [
          ...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? []),
          ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
        ] as SessionGuardClass[];
        facts.set(name, {
          isPublic: meta<boolean>(IS_PUBLIC) ?? false,
          allowGuest: meta<boolean>(ALLOW_GUEST) ?? false,
          allowRep: meta<boolean>(ALLOW_REP) ?? false,
          roles: meta<Role[]>(ROLES),
          machineScopes: meta<ApiScope[]>(MACHINE_SCOPES),
          sessionScheme: guards.find((guard) => guard.securityScheme)?.securityScheme,
        });
      }
    }
  }
  return facts;
}

/**
 * Who may call: a session by bearer token or by the app's cookie for that session; on a machine
 * route, an API client's token with the route's scopes.
 */
function securityOf(route: RouteFacts): SecurityRequirementObject[] {
  if (route.machineScopes) return [{ apiClient: [...route.machineScopes] }];
  const schemes: SchemeName[] = route.sessionScheme
    ? ['bearer', route.sessionScheme]
    : route.isPublic
      ? []
      : [
          'bearer',
          ...(route.roles?.length === 0 ? [] : (['userCookie'] as const)),
          ...(route.allowRep ? (['repCookie'] as const) : []),
          ...(route.allowGuest ? (['guestCookie'] as const) : []),
        ];
  return schemes.map((scheme) => ({ [scheme]: [] }));
}

const PLURAL: Record<Role, string> = { admin: 'admins', agent: 'agents', client: 'clients' };

/** Who may call, in words, for the operation's description. */
function accessOf(route: RouteFacts): string {
  if (route.sessionScheme)
    return 'The session the emailed link opens (its own bearer token or cookie).';
  if (route.machineScopes) {
    const scopes = route.machineScopes.map((scope) => `\`${scope}\``).join(', ');
    return `API clients only, with a client-credentials token${scopes ? ` granting ${scopes}` : ''}; users' and reps' sessions are refused.`;
  }
  if (route.isPublic)
    return 'Public: no session needed (a session, when sent, still identifies the caller).';
  if (route.roles?.length === 0) return 'Payroll partner reps only.';
  const who = [
    route.roles
      ? `signed-in ${route.roles.map((role) => PLURAL[role]).join(', ')}`
      : 'any signed-in user',
    ...(route.allowRep ? ['payroll partner reps'] : []),
    ...(route.allowGuest ? ['a guest on their own quote'] : []),
  ];
  const text = who.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The refusals that come from the route's shape rather than its own rules. */
function derivedErrors(route: RouteFacts, method: string, operation: OperationObject): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody) {
    codes.push(ErrorCode.RequestInvalid);
  }
  if (!route.isPublic) {
    codes.push(ErrorCode.SignInRequired, ErrorCode.AccessDenied);
  }
  // An API client's calls are counted against its rate, and its token must carry the scopes.
  if (route.machineScopes) {
    codes.push(ErrorCode.ApiClientRateLimited);
    if (route.machineScopes.length > 0) codes.push(ErrorCode.MachineScopeMissing);
  }
  // A cookie-carried call that changes something must come from the app; API clients send no cookie.
  if ((!route.isPublic || route.sessionScheme) && !route.machineScopes && method !== 'get') {
    codes.push(ErrorCode.CrossSiteRequestRefused);
  }
  return codes;
}

const NAME_OF_CODE = new Map<number, string>(
  Object.entries(ErrorCode).map(([name, code]) => [code, name]),
);

/** One error response: its codes listed, the envelope's schema, an example per code. */
function errorResponse(codes: ErrorCode[]): ResponseObject {
  return {
    description: codes.map((c) => `${c} ${ERROR_CATALOGUE[c].message}`).join('\n\n'),
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ErrorEnvelope' },
        examples: Object.fromEntries(
          codes.map((code) => {
            const { httpStatus, message } = ERROR_CATALOGUE[code];
            return [
              String(code),
              {
                summary: `${code} ${NAME_OF_CODE.get(code) ?? ''}`.trim(),
                value: {
                  statusCode: httpStatus,
                  code,
                  message,
                  error: STATUS_CODES[httpStatus] ?? 'Error',
                },
              },
            ];
          }),
        ),
      },
    },
  };
}

const ERROR_ENVELOPE_SCHEMA = {
  type: 'object',
  description:
    'Every refusal and failure answers with this envelope. `code` names the catalogue entry; clients branch on it, never on `message`.',
  required: ['statusCode', 'message', 'error'],
  properties: {
    statusCode: { type: 'integer', description: 'The HTTP status, repeated.', example: 404 },
    code: {
      type: 'integer',
      description:
        'The catalogue code. Absent only on an unexpected failure (500), which has no code.',
      example: ErrorCode.ReferralNotFound,
    },
    message: {
      description:
        'What went wrong, as a sentence a person can read; a list when several fields were refused at once.',
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    error: { type: 'string', description: 'The HTTP reason phrase.', example: 'Not Found' },
  },
};

/**
 * Completes the document from the routes' metadata: security per operation, the derived
 * refusals joined to the documented ones, and one response per error status with an example
 * of each code. An operation's success responses stay as its decorators wrote them.
 */
export function documentOperations(app: INestApplication, document: OpenAPIObject): void {
  const facts = routeFacts(app);
  document.components = {
    ...document.components,
    securitySchemes: { ...SECURITY_SCHEMES },
    schemas: { ...document.components?.schemas, ErrorEnvelope: ERROR_ENVELOPE_SCHEMA },
  };
  for (const path of Object.values(document.paths)) {
    for (const [method, value] of Object.entries(path)) {
      const operation = value as OperationObject & { [ERROR_CODES_EXTENSION]?: ErrorCode[] };
      if (!operation?.operationId) continue;
      const route = facts.get(operation.operationId);
      if (!route) continue;
      operation.security = securityOf(route);
      operation.description =
        `${operation.description ?? ''}\n\n**Who may call:** ${accessOf(route)}`.trim();
      const codes = [
        ...new Set([
          ...(operation[ERROR_CODES_EXTENSION] ?? []),
          ...derivedErrors(route, method, operation),
        ]),
      ].sort((a, b) => a - b);
      operation[ERROR_CODES_EXTENSION] = codes;
      const byStatus = new Map<number, ErrorCode[]>();
      for (const code of codes) {
        const status = ERROR_CATALOGUE[code].httpStatus;
        byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
      }
      const responses = { ...operation.responses };
      // Refusals described by hand before the catalogue took over are replaced, not merged.
      for (const status of Object.keys(responses)) {
        if (Number(status) >= 400) delete responses[status];
      }
      for (const [status, list] of byStatus) responses[String(status)] = errorResponse(list);
      operation.responses = responses;
    }
  }
}
