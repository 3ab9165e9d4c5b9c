import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative } from 'node:path';

const contractsDir = join(__dirname, '..');
const rootDir = join(contractsDir, '..');
const apiDir = join(rootDir, 'api');
/** The standalone partner example, whose typed client the `partner` orval project writes. */
const PARTNER_EXAMPLE = join('examples', 'partner-client');
const REGENERATE =
  'Run `pnpm gen` and commit contracts/openapi.json with contracts/src/generated and examples/partner-client/src/generated.';

function scriptOf(packageDir: string, name: string): string {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return pkg.scripts[name];
}

/** Runs a package.json script as pnpm would: the package's and the root's binaries on PATH. */
function runScript(script: string, cwd: string, binDirs: string[], args: string[] = []): void {
  try {
    execFileSync('sh', ['-c', `${script} "$@"`, 'sh', ...args], {
      cwd,
      env: { ...process.env, PATH: [...binDirs, process.env.PATH].join(delimiter) },
      stdio: 'pipe',
    });
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`\`${script}\` failed:\n${String(stdout ?? '')}${String(stderr ?? '')}`);
  }
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** The first differing line of two texts, with a little context, for a readable failure. */
function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  const show = (lines: string[]) =>
    lines
      .slice(Math.max(0, at - 2), at + 3)
      .map((text, i) => `  ${Math.max(0, at - 2) + i + 1}: ${text}`)
      .join('\n');
  return `first difference at line ${at + 1}\n checked in:\n${show(a)}\n from the code:\n${show(b)}`;
}

describe('the checked-in contract', () => {
  let work: string;

  beforeAll(() => {
    // A copy of the contracts package's generation inputs, so nothing is written into the repository.
    work = mkdtempSync(join(tmpdir(), 'coverline-contracts-'));
    const mirror = join(work, 'contracts');
    mkdirSync(join(mirror, 'src'), { recursive: true });
    for (const file of ['package.json', 'tsconfig.json', 'orval.config.ts']) {
      copyFileSync(join(contractsDir, file), join(mirror, file));
    }
    cpSync(join(contractsDir, 'src', 'http'), join(mirror, 'src', 'http'), { recursive: true });
    // The partner example's mutator, which its generated client imports.
    mkdirSync(join(work, PARTNER_EXAMPLE, 'src'), { recursive: true });
    copyFileSync(
      join(rootDir, PARTNER_EXAMPLE, 'src', 'http.ts'),
      join(work, PARTNER_EXAMPLE, 'src', 'http.ts'),
    );
    for (const file of ['tsconfig.base.json', '.prettierrc.json']) {
      copyFileSync(join(rootDir, file), join(work, file));
    }
    symlinkSync(join(contractsDir, 'node_modules'), join(mirror, 'node_modules'), 'dir');

    runScript(
      scriptOf(apiDir, 'gen:openapi'),
      apiDir,
      [join(apiDir, 'node_modules', '.bin'), join(rootDir, 'node_modules', '.bin')],
      [join(mirror, 'openapi.json')],
    );
    runScript(scriptOf(contractsDir, 'gen:client'), mirror, [
      join(contractsDir, 'node_modules', '.bin'),
      join(rootDir, 'node_modules', '.bin'),
    ]);
  });

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('openapi.json matches the API code', () => {
    const checkedIn = readFileSync(join(contractsDir, 'openapi.json'), 'utf8');
    const fromCode = readFileSync(join(work, 'contracts', 'openapi.json'), 'utf8');
    if (checkedIn !== fromCode) {
      throw new Error(
        `contracts/openapi.json is stale: ${firstDifference(checkedIn, fromCode)}\n${REGENERATE}`,
      );
    }
  });

  it.each([
    ['contracts/src/generated', join('contracts', 'src', 'generated')],
    ['examples/partner-client/src/generated', join(PARTNER_EXAMPLE, 'src', 'generated')],
  ])('the generated client in %s matches openapi.json', (name, dir) => {
    const checkedInDir = join(rootDir, dir);
    const fromCodeDir = join(work, dir);
    const checkedIn = filesUnder(checkedInDir);
    const fromCode = filesUnder(fromCodeDir);
    const problems = [
      ...fromCode.filter((f) => !checkedIn.includes(f)).map((f) => `missing: ${f}`),
      ...checkedIn.filter((f) => !fromCode.includes(f)).map((f) => `no longer generated: ${f}`),
      ...checkedIn
        .filter((f) => fromCode.includes(f))
        .flatMap((f) => {
          const a = readFileSync(join(checkedInDir, f), 'utf8');
          const b = readFileSync(join(fromCodeDir, f), 'utf8');
          return a === b ? [] : [`differs: ${f}, ${firstDifference(a, b)}`];
        }),
    ];
    if (problems.length > 0) {
      throw new Error(`${name} is stale:\n${problems.join('\n')}\n${REGENERATE}`);
    }
  });
});

interface SchemaNode {
  [key: string]: unknown;
}

/** Every schema object of the document, with where it sits. */
function* schemas(node: unknown, path: string[] = []): Generator<[string, SchemaNode]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* schemas(item, [...path, String(i)]);
  } else if (node !== null && typeof node === 'object') {
    yield [path.join('.'), node as SchemaNode];
    for (const [key, value] of Object.entries(node)) yield* schemas(value, [...path, key]);
  }
}

describe('openapi.json reads well in generated clients', () => {
  const document = JSON.parse(readFileSync(join(contractsDir, 'openapi.json'), 'utf8')) as unknown;

  it('names every enum (enumName on the DTO property)', () => {
    const inline = [...schemas(document)]
      .filter(([path, node]) => 'enum' in node && !/^components\.schemas\.[^.]+$/.test(path))
      .map(([path]) => path);
    expect(inline).toEqual([]);
  });

  it('types every scalar property (type: String on nullable or union properties)', () => {
    const untyped = [...schemas(document)]
      .filter(
        ([, node]) =>
          node.type === 'object' &&
          !('properties' in node) &&
          !('additionalProperties' in node) &&
          !('allOf' in node),
      )
      .map(([path]) => path);
    expect(untyped).toEqual([]);
  });
});
