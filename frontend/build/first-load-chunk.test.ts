// @vitest-environment node
import { parseAst, type Rollup } from 'vite';
import { firstLoadChunks } from './first-load-chunk';

/** A module graph as Rollup's manualChunks sees it, from source texts keyed by id. */
function graph(sources: Record<string, string>, entry: string): Rollup.ManualChunkMeta {
  const infos = new Map<string, Partial<Rollup.ModuleInfo>>();
  for (const [id, code] of Object.entries(sources)) {
    const ast = parseAst(code);
    const importedIds: string[] = [];
    const exports: string[] = [];
    for (const node of ast.body) {
      const source = 'source' in node && node.source ? String(node.source.value) : undefined;
      if (source && !importedIds.includes(source)) importedIds.push(source);
      if (node.type === 'ExportNamedDeclaration') {
        for (const s of node.specifiers)
          exports.push(String('name' in s.exported ? s.exported.name : s.exported.value));
        const d = node.declaration;
        if (d && 'id' in d && d.id) exports.push(d.id.name);
        if (d?.type === 'VariableDeclaration')
          for (const v of d.declarations) if (v.id.type === 'Identifier') exports.push(v.id.name);
      }
    }
    infos.set(id, { id, code, ast, importedIds, exports, isEntry: id === entry });
  }
  // `export *` offers what the target exports.
  for (const info of infos.values()) {
    for (const node of (info.ast as { body: { type: string; source?: { value: string } }[] })
      .body) {
      if (node.type === 'ExportAllDeclaration' && node.source) {
        info.exports!.push(...(infos.get(node.source.value)?.exports ?? []));
      }
    }
  }
  return {
    getModuleIds: () => infos.keys(),
    getModuleInfo: (id: string) => (infos.get(id) as Rollup.ModuleInfo) ?? null,
  };
}

describe('firstLoadChunks', () => {
  const sources = {
    entry: `import { route } from 'route'; import 'styles'; route();`,
    styles: ``,
    // A route file whose page was split off: the page import stays behind, unused.
    route: `import { Page } from 'page'; import { limit, check } from 'barrel';
            export function route() { return limit + check(); }`,
    page: `import { table } from 'table'; export const Page = () => table;`,
    table: `export const table = 1;`,
    barrel: `export * from 'limits'; export { check } from 'checks'; export { heavy } from 'heavy';`,
    limits: `export const limit = 1; export const other = 2;`,
    checks: `export function check() { return 1; }`,
    heavy: `import { table } from 'table'; export const heavy = table;`,
  };

  it('takes what the entry uses, through barrels by name, and leaves lazy-only modules out', () => {
    const meta = graph(sources, 'entry');
    const chunkOf = firstLoadChunks('app');
    const inApp = Object.keys(sources).filter((id) => chunkOf(id, meta) === 'app');
    expect(inApp.sort()).toEqual(['checks', 'entry', 'limits', 'route', 'styles']);
  });
});
