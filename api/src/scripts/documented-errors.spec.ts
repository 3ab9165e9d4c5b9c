import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reachedErrors } from './reached-errors';

interface Document {
  paths: Record<string, Record<string, { operationId: string; 'x-error-codes'?: number[] }>>;
}

/**
 * The reference documents every code an operation can answer: the codes its handler, the
 * services and guards it reaches raise are each documented for it (`@ApiOperationDoc` errors,
 * or derived from the route). A code a change makes reachable fails here until it is listed.
 * Reads the committed document, which the contracts' tests keep in step with the code.
 */
describe('documented error codes', () => {
  const document = JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', 'contracts', 'openapi.json'), 'utf8'),
  ) as Document;
  const documented = new Map(
    Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => [op.operationId, new Set(op['x-error-codes'] ?? [])]),
    ),
  );
  const reached = reachedErrors();

  it('finds every operation of the document in the controllers', () => {
    const found = new Set(reached.map((op) => op.operationId));
    expect([...documented.keys()].filter((id) => !found.has(id))).toEqual([]);
    // A handler name is an operation id: two controllers must not share one.
    expect(reached.length).toBe(found.size);
  });

  it('follows calls into services: a referral read reaches the referral codes', () => {
    const getReferral = reached.find((op) => op.operationId === 'getReferral');
    expect(getReferral?.codes).toEqual(expect.arrayContaining([2301, 2302, 2303]));
  });

  it('documents every code an operation reaches', () => {
    const missing = reached.flatMap(({ operationId, controller, codes }) => {
      const listed = documented.get(operationId);
      if (!listed) return [];
      return codes
        .filter((code) => !listed.has(code))
        .map((code) => `${controller}.${operationId}: ${code}`);
    });
    expect(missing).toEqual([]);
  });
});
