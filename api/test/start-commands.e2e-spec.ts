import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ENTRY } from '../bench/support';

const ROOT = join(__dirname, '..', '..');
const FLAG = '--max-semi-space-size=128';
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const script = (path: string) =>
  (JSON.parse(read(path)) as { scripts: Record<string, string> }).scripts.start;

/**
 * Every way the API is started gives V8 the young generation the API is measured with
 * (docs/operations.md, What runs): without it, garbage collection takes about twice the event
 * loop's time under load.
 */
describe('the commands that start the API', () => {
  it('pass the young generation size to node', () => {
    expect(script('package.json')).toContain(`node ${FLAG} api/dist/main.js`);
    expect(script('api/package.json')).toBe(`node ${FLAG} dist/main.js`);
    expect(read('docker/api.Dockerfile')).toContain(`CMD ["node", "${FLAG}", "api/dist/main.js"]`);
    expect(API_ENTRY).toEqual([FLAG, 'dist/main.js']);
    expect(read('scripts/bench-web.mjs')).toContain(`'${FLAG}', serverEntry`);
  });

  it('name a flag this Node accepts', () => {
    expect(process.allowedNodeEnvironmentFlags.has('--max-semi-space-size')).toBe(true);
  });
});
