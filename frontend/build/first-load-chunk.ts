/**
 * One chunk for everything a first visit runs.
 *
 * Left to itself, Rollup cuts the code the entry needs into some sixty small files (each route's
 * search schema, each hook of the router, each i18n namespace constant), all preloaded together
 * and each compressed on its own. This `manualChunks` function puts the modules the entry needs
 * into one chunk instead: the same code, compressed as a whole.
 *
 * "Needs" follows imports whose bindings the importing code uses, through re-export barrels by
 * name, because a plain walk of the import graph would also take in what the route files'
 * code-splitting leaves behind as unused imports, and every module behind a barrel. Modules only
 * lazy pages use keep Rollup's own chunking.
 */
import type { Rollup } from 'vite';

type Node = {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: {
    type: string;
    local: { name: string };
    imported?: { name?: string; value?: string };
    exported?: { name?: string; value?: string };
  }[];
  exported?: unknown;
  start: number;
  end: number;
};
type Program = { body: Node[] };

/** Every name a module is asked for, or all of them. */
type Wanted = Set<string> | 'all';

const nameOf = (n?: { name?: string; value?: string }) => n?.name ?? n?.value ?? 'default';

/** The module's static import sources, in the order Rollup lists their resolved ids. */
function sourcesInOrder(body: Node[]): string[] {
  const seen: string[] = [];
  for (const node of body) {
    const source = node.source?.value;
    const moduleLevel =
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      node.type === 'ExportNamedDeclaration';
    if (moduleLevel && typeof source === 'string' && !seen.includes(source)) seen.push(source);
  }
  return seen;
}

const isReExport = (node: Node) =>
  node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && !!node.source);

/** Whether `name` appears in the code outside the import statement that declares it. */
function usedOutside(code: string, name: string, node: Node): boolean {
  const pattern = new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
  for (const match of code.matchAll(pattern)) {
    const at = match.index + match[1].length;
    if (at < node.start || at >= node.end) return true;
  }
  return false;
}

export function firstLoadChunks(chunkName: string) {
  let firstLoad: Set<string> | undefined;

  function collect({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): Set<string> {
    const reached = new Set<string>();
    const asked = new Map<string, Wanted>();
    const pending: [string, Wanted][] = [...getModuleIds()]
      .filter((id) => getModuleInfo(id)?.isEntry)
      .map((id) => [id, 'all']);

    const ask = (id: string, wanted: Wanted) => {
      const before = asked.get(id);
      if (before === 'all') return;
      if (wanted !== 'all' && before && [...wanted].every((n) => before.has(n))) return;
      const merged: Wanted = wanted === 'all' || !before ? wanted : new Set([...before, ...wanted]);
      asked.set(id, merged);
      pending.push([id, wanted]);
    };

    for (let next = pending.pop(); next; next = pending.pop()) {
      const [id, wanted] = next;
      const info = getModuleInfo(id);
      if (!info) continue;
      const program = info.ast as unknown as Program | null;
      const sources = program ? sourcesInOrder(program.body) : [];
      if (!program || !info.code || sources.length !== info.importedIds.length) {
        // Nothing to read the imports from: take the module and all it imports.
        reached.add(id);
        for (const imported of info.importedIds) ask(imported, 'all');
        continue;
      }
      const target = (source: unknown) => info.importedIds[sources.indexOf(source as string)];
      const barrel = !info.isEntry && program.body.every(isReExport);
      if (!barrel) reached.add(id);

      for (const node of program.body) {
        const to = target(node.source?.value);
        if (!to) continue;
        if (node.type === 'ImportDeclaration') {
          const specifiers = node.specifiers ?? [];
          if (specifiers.length === 0) {
            ask(to, 'all');
            continue;
          }
          const used = specifiers.filter((s) => usedOutside(info.code!, s.local.name, node));
          // Bindings nothing uses: Rollup drops the import (code-splitting leaves such imports).
          if (used.length === 0) continue;
          if (used.some((s) => s.type === 'ImportNamespaceSpecifier')) ask(to, 'all');
          else ask(to, new Set(used.map((s) => nameOf(s.imported ?? { name: 'default' }))));
        } else if (node.type === 'ExportAllDeclaration') {
          if (node.exported) ask(to, 'all');
          else if (!barrel || wanted === 'all') ask(to, wanted);
          else {
            const offered = new Set(getModuleInfo(to)?.exports ?? []);
            const names = [...wanted].filter((n) => offered.has(n));
            if (names.length) ask(to, new Set(names));
          }
        } else if (node.type === 'ExportNamedDeclaration') {
          const specifiers = (node.specifiers ?? []).filter(
            (s) => !barrel || wanted === 'all' || wanted.has(nameOf(s.exported)),
          );
          if (specifiers.length) ask(to, new Set(specifiers.map((s) => nameOf(s.local))));
        }
      }
    }
    return reached;
  }

  return (id: string, meta: Rollup.ManualChunkMeta): string | undefined => {
    firstLoad ??= collect(meta);
    return firstLoad.has(id) ? chunkName : undefined;
  };
}
