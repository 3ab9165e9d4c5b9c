import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ErrorCode } from '@coverline/contracts';

const API_DIR = join(__dirname, '..', '..');
const SOURCE_DIR = join(API_DIR, 'src');
const CODE_OF_NAME = new Map<string, number>(Object.entries(ErrorCode));

/** An operation (its OpenAPI operation id is the handler's name) and the codes its code reaches. */
export interface ReachedOperation {
  operationId: string;
  controller: string;
  file: string;
  codes: number[];
}

function controllerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'scripts' ? [] : controllerFiles(path);
    return entry.name.endsWith('.controller.ts') ? [path] : [];
  });
}

function decoratorName(decorator: ts.Decorator): string | undefined {
  const call = decorator.expression;
  return ts.isCallExpression(call) && ts.isIdentifier(call.expression)
    ? call.expression.text
    : undefined;
}

/**
 * The catalogue codes each HTTP operation can answer, as far as its code shows: `ErrorCode.X`
 * and numeric codes given to `DomainException` or `described`, in the handler and its
 * decorators, followed through every function, method and constant of the API it reaches
 * (guards named by `UseGuards` included). Calls through an interface (a port with several
 * implementations) are not followed; the guard's and the pipe's refusals are derived from
 * the route's metadata when the document is built.
 */
export function reachedErrors(): ReachedOperation[] {
  const config = ts.readConfigFile(join(API_DIR, 'tsconfig.json'), (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, API_DIR);
  const files = controllerFiles(SOURCE_DIR);
  const program = ts.createProgram(files, parsed.options);
  const checker = program.getTypeChecker();
  const memo = new Map<ts.Node, Set<number>>();

  const inApi = (node: ts.Node) => {
    const file = node.getSourceFile().fileName;
    return file.startsWith(SOURCE_DIR) && !file.includes('node_modules');
  };

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  /** The part of a declaration whose code runs: a body, an initializer, a guard's methods. */
  const runnable = (decl: ts.Declaration): ts.Node | undefined => {
    if (!inApi(decl)) return undefined;
    if (
      ts.isFunctionDeclaration(decl) ||
      ts.isMethodDeclaration(decl) ||
      ts.isGetAccessorDeclaration(decl) ||
      ts.isArrowFunction(decl) ||
      ts.isFunctionExpression(decl)
    ) {
      return decl.body;
    }
    if (ts.isVariableDeclaration(decl) || ts.isPropertyDeclaration(decl)) return decl.initializer;
    return undefined;
  };

  const visit = (root: ts.Node): Set<number> => {
    const known = memo.get(root);
    if (known) return known;
    const codes = new Set<number>();
    memo.set(root, codes);
    const add = (found: Iterable<number>) => {
      for (const code of found) codes.add(code);
    };
    const follow = (node: ts.Node) => {
      const decl = declarationOf(node);
      const body = decl && runnable(decl);
      if (body) add(visit(body));
    };
    const walk = (node: ts.Node): void => {
      if (ts.isTypeNode(node)) return;
      if (ts.isPropertyAccessExpression(node)) {
        if (ts.isIdentifier(node.expression) && node.expression.text === 'ErrorCode') {
          const code = CODE_OF_NAME.get(node.name.text);
          if (code !== undefined) codes.add(code);
          return;
        }
        follow(node);
      } else if (ts.isIdentifier(node)) {
        follow(node);
      } else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : undefined;
        if (name === 'DomainException' || name === 'described') {
          for (const arg of node.arguments ?? []) {
            if (ts.isNumericLiteral(arg)) codes.add(Number(arg.text));
          }
        }
        if (name === 'UseGuards') {
          for (const arg of node.arguments ?? []) {
            const decl = declarationOf(arg);
            if (decl && ts.isClassDeclaration(decl) && inApi(decl)) {
              for (const member of decl.members) {
                if (ts.isMethodDeclaration(member) && member.body) add(visit(member.body));
              }
            }
          }
        }
        const signature = ts.isCallExpression(node)
          ? checker.getResolvedSignature(node)
          : undefined;
        const target = signature?.declaration;
        if (target && !ts.isJSDocSignature(target)) {
          const body = runnable(target);
          if (body) add(visit(body));
        }
      }
      ts.forEachChild(node, walk);
    };
    walk(root);
    return codes;
  };

  const operations: ReachedOperation[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    source.forEachChild((node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const classDecorators = ts.getDecorators(node) ?? [];
      if (!classDecorators.some((d) => decoratorName(d) === 'Controller')) return;
      const classGuards = classDecorators.filter((d) => decoratorName(d) === 'UseGuards');
      const classCodes = new Set<number>();
      for (const guard of classGuards) for (const code of visit(guard)) classCodes.add(code);
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        // A controller's decorated methods are its routes (some through a route decorator of
        // their own, such as the reference data's admin routes).
        if ((ts.getDecorators(member) ?? []).length === 0) continue;
        const codes = new Set([...classCodes, ...visit(member)]);
        operations.push({
          operationId: member.name.text,
          controller: node.name.text,
          file: file.slice(API_DIR.length + 1),
          codes: [...codes].sort((a, b) => a - b),
        });
      }
    });
  }
  return operations;
}
