import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

const API_ROOT = join(__dirname, '..', '..');

/** Every process started here, so a failing test still leaves none behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** The API as its own process (`src/main.ts`, as `pnpm start` runs it), listening on `port`. */
export class ApiProcess {
  output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    readonly name: string,
    readonly port: number,
    private readonly child: ChildProcess,
  ) {
    running.add(child);
    const collect = (chunk: Buffer) => (this.output += chunk.toString());
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        running.delete(child);
        resolve({ code, signal });
      }),
    );
  }

  /**
   * Starts the process with the environment given on top of the test's; resolves once it listens.
   * A replacement that must answer where its predecessor did is given that one's `port`.
   */
  static async start(
    name: string,
    env: Record<string, string>,
    port?: number,
  ): Promise<ApiProcess> {
    port ??= await freePort();
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: API_ROOT,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const api = new ApiProcess(name, port, child);
    await new Promise<void>((resolve, reject) => {
      const listening = () => {
        if (!api.output.includes('Coverline is running: open')) return;
        child.stdout?.off('data', listening);
        resolve();
      };
      child.stdout?.on('data', listening);
      void api.exited.then(({ code, signal }) =>
        reject(new Error(`${name} exited (${code ?? signal}) before listening:\n${api.output}`)),
      );
    });
    return api;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** What an orchestrator does to stop an instance (`kubectl rollout`, `docker stop`). */
  terminate(): void {
    this.child.kill('SIGTERM');
  }

  /** For clean-up: ends the process at once. */
  async kill(): Promise<void> {
    if (!this.alive) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }
}
