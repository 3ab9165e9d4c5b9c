import type { INestApplication } from '@nestjs/common';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger';
import { randomBytes, randomUUID } from 'node:crypto';
import { buildOpenApiDocument } from '../../src/app.factory';

export type { OpenAPIObject, OperationObject, ParameterObject, SchemaObject };

/** The document the running app describes itself with (the same one contracts/openapi.json holds). */
export const apiDocument = (app: INestApplication): OpenAPIObject => buildOpenApiDocument(app);

export interface ApiOperation {
  method: string;
  /** In OpenAPI's spelling: `/api/users/update/{id}`. */
  path: string;
  operation: OperationObject;
}

export function operations(doc: OpenAPIObject): ApiOperation[] {
  const out: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (operation) out.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return out;
}

export function findOperation(doc: OpenAPIObject, method: string, path: string) {
  return doc.paths[path]?.[method.toLowerCase() as 'get'];
}

/** Follows `$ref`s and single-entry `allOf` wrappers (how Nest refers to named enums). */
export function resolveSchema(
  doc: OpenAPIObject,
  schema: SchemaObject | ReferenceObject | undefined,
): SchemaObject {
  if (!schema) return {};
  if ('$ref' in schema) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolveSchema(doc, doc.components?.schemas?.[name]);
  }
  if (schema.allOf?.length === 1 && !schema.type && !schema.properties) {
    const { allOf, ...rest } = schema;
    return { ...resolveSchema(doc, allOf[0]), ...rest };
  }
  return schema;
}

export function requestBodySchema(
  doc: OpenAPIObject,
  op: OperationObject,
): SchemaObject | undefined {
  const body = op.requestBody;
  if (!body || '$ref' in body) return undefined;
  const schema = body.content['application/json']?.schema;
  return schema ? resolveSchema(doc, schema) : undefined;
}

export function parameters(op: OperationObject, location: 'path' | 'query'): ParameterObject[] {
  return (op.parameters ?? []).filter(
    (p): p is ParameterObject => !('$ref' in p) && p.in === location,
  );
}

export const uniqueEmail = () => `sample-${randomBytes(5).toString('hex')}@example.com`;

/** A value the schema accepts, as plain as possible; unique where uniqueness usually matters. */
export function sampleValue(
  doc: OpenAPIObject,
  schemaOrRef: SchemaObject | ReferenceObject,
  name = '',
): unknown {
  const schema = resolveSchema(doc, schemaOrRef);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sampleValue(doc, schema.items ?? {}, name),
      );
    case 'object':
      return sampleObject(doc, schema);
    default:
      break;
  }
  if (schema.properties) return sampleObject(doc, schema);
  if (/email$/i.test(name)) return uniqueEmail();
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  if (schema.format === 'uri' || /url$/i.test(name)) return 'https://example.com';
  if (schema.example !== undefined) return schema.example;
  const text = 'Sample'.padEnd(schema.minLength ?? 0, 'x');
  return schema.maxLength ? text.slice(0, schema.maxLength) : text;
}

/** Only the required properties: the smallest body the schema accepts. */
export function sampleObject(doc: OpenAPIObject, schema: SchemaObject): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    const property = schema.properties?.[name];
    if (property) out[name] = sampleValue(doc, property, name);
  }
  return out;
}
