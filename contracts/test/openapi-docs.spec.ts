import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CATALOGUE, ErrorCode, isCatalogueCode } from '../src/domain/error-codes';

/**
 * The OpenAPI document is the API's reference for partners: each operation says what it does,
 * who may call it, and every catalogue code it can answer, each with an example. The document
 * is generated (`pnpm gen`); this reads the committed one, which `generated.spec.ts` keeps fresh.
 */

interface Example {
  value: { statusCode: number; code: number; message: string; error: string };
}
interface Response {
  description?: string;
  content?: Record<string, { examples?: Record<string, Example> }>;
}
interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, Response>;
  'x-error-codes'?: number[];
}
interface Schema {
  properties?: Record<string, { description?: string }>;
}
interface Scheme {
  type: string;
  flows?: { clientCredentials?: { tokenUrl: string; scopes: Record<string, string> } };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  tags?: Array<{ name: string; description?: string }>;
  'x-tagGroups'?: Array<{ name: string; tags: string[] }>;
  components: { schemas: Record<string, Schema>; securitySchemes?: Record<string, Scheme> };
}

const document = JSON.parse(
  readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8'),
) as Document;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);
const WHO_MAY_CALL = '**Who may call:**';

/** The operations failing a check, by method and path, for a readable failure. */
const failing = (check: (operation: Operation, method: string) => boolean) =>
  operations
    .filter(({ operation, method }) => !check(operation, method))
    .map(({ method, path }) => `${method.toUpperCase()} ${path}`);

describe('the OpenAPI document as reference', () => {
  it('gives every operation a summary and a description of its own', () => {
    expect(failing((op) => (op.summary ?? '').trim().length > 0)).toEqual([]);
    // The generated "who may call" line does not count as the operation's description.
    expect(
      failing((op) => (op.description ?? '').split(WHO_MAY_CALL)[0].trim().length > 0),
    ).toEqual([]);
    expect(failing((op) => (op.description ?? '').includes(WHO_MAY_CALL))).toEqual([]);
  });

  it('tags every operation with a described tag that belongs to an area', () => {
    const described = new Set(
      (document.tags ?? []).filter((tag) => tag.description).map((tag) => tag.name),
    );
    const grouped = new Set((document['x-tagGroups'] ?? []).flatMap((group) => group.tags));
    expect(failing((op) => (op.tags ?? []).length > 0)).toEqual([]);
    expect(
      failing((op) => (op.tags ?? []).every((tag) => described.has(tag) && grouped.has(tag))),
    ).toEqual([]);
  });

  it('declares the security every operation needs, from the declared schemes', () => {
    const schemes = new Set(Object.keys(document.components.securitySchemes ?? {}));
    expect(failing((op) => Array.isArray(op.security))).toEqual([]);
    expect(
      failing((op) =>
        (op.security ?? []).every((req) => Object.keys(req).every((name) => schemes.has(name))),
      ),
    ).toEqual([]);
  });

  it("names API clients' scopes from the client-credentials flow, whose token call is public", () => {
    const oauth = Object.entries(document.components.securitySchemes ?? {}).filter(
      ([, scheme]) => scheme.type === 'oauth2',
    );
    const flows = new Map(oauth.map(([name, scheme]) => [name, scheme.flows?.clientCredentials]));
    // Every scope is described, and the token endpoint is in the document, callable unsigned.
    for (const [, flow] of flows) {
      expect(flow).toBeDefined();
      expect(Object.values(flow?.scopes ?? {}).every((text) => text.trim().length > 0)).toBe(true);
      expect(document.paths[flow?.tokenUrl ?? '']?.post?.security).toEqual([]);
    }
    // Scopes are named only on OAuth2 requirements, and only those the flow declares.
    expect(
      failing((op) =>
        (op.security ?? []).every((req) =>
          Object.entries(req).every(([name, scopes]) =>
            flows.has(name)
              ? scopes.every((scope) => scope in (flows.get(name)?.scopes ?? {}))
              : scopes.length === 0,
          ),
        ),
      ),
    ).toEqual([]);
    // The API's machine routes are in the document under the scheme.
    expect(
      operations.some(({ operation }) =>
        (operation.security ?? []).some((req) => Object.keys(req).some((name) => flows.has(name))),
      ),
    ).toBe(true);
  });

  it('documents the refusals every operation can meet by its shape', () => {
    const codes = (op: Operation) => new Set(op['x-error-codes'] ?? []);
    expect(failing((op) => Array.isArray(op['x-error-codes']))).toEqual([]);
    // Input is validated: a call with parameters or a body can be refused as invalid.
    expect(
      failing(
        (op) =>
          ((op.parameters ?? []).length === 0 && !op.requestBody) ||
          codes(op).has(ErrorCode.RequestInvalid),
      ),
    ).toEqual([]);
    // A call that needs a session can be refused without one, and with the wrong one.
    expect(
      failing(
        (op) =>
          (op.security ?? []).length === 0 ||
          codes(op).has(ErrorCode.SignInRequired) ||
          codes(op).has(ErrorCode.BorSessionRequired),
      ),
    ).toEqual([]);
  });

  it('answers each documented code under its status, with an example in the envelope', () => {
    const undocumented = operations.flatMap(({ method, path, operation }) =>
      (operation['x-error-codes'] ?? [])
        .filter((code) => {
          if (!isCatalogueCode(code)) return true;
          const { httpStatus, message } = ERROR_CATALOGUE[code];
          const example =
            operation.responses[String(httpStatus)]?.content?.['application/json']?.examples?.[
              String(code)
            ];
          return (
            example?.value.code !== code ||
            example.value.statusCode !== httpStatus ||
            example.value.message !== message
          );
        })
        .map((code) => `${method.toUpperCase()} ${path} ${code}`),
    );
    expect(undocumented).toEqual([]);
    // No error response without its codes: each one lists what it stands for.
    expect(
      failing((op) =>
        Object.entries(op.responses)
          .filter(([status]) => Number(status) >= 400)
          .every(
            ([, response]) =>
              Object.keys(response.content?.['application/json']?.examples ?? {}).length > 0,
          ),
      ),
    ).toEqual([]);
  });

  it('reports how much of the document is described', () => {
    const properties = Object.values(document.components.schemas).flatMap((schema) =>
      Object.values(schema.properties ?? {}),
    );
    const describedProperties = properties.filter((p) => p.description).length;
    const documentedCodes = operations.reduce(
      (sum, { operation }) => sum + (operation['x-error-codes'] ?? []).length,
      0,
    );
    console.log(
      [
        `operations: ${operations.length}`,
        `with a summary: ${operations.filter(({ operation }) => operation.summary).length}`,
        `documented error codes: ${documentedCodes}`,
        `schema properties described: ${describedProperties} of ${properties.length} (${Math.round((100 * describedProperties) / properties.length)}%)`,
      ].join('\n'),
    );
    expect(operations.length).toBeGreaterThan(0);
  });
});
