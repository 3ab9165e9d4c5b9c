import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig } from '../src/platform/config/config';
import { kustomize, type K8sObject } from './kubernetes/kustomize';

const ROOT = join(__dirname, '..', '..', 'deploy', 'kubernetes');
const OVERLAYS = ['small', 'large'];

interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
}
interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: { containers: Container[] };
}

/** Problems the Kubernetes API's schemas find in the objects (empty: all valid). */
function schemaProblems(objects: K8sObject[]): string[] {
  const res = spawnSync(process.execPath, [join(__dirname, 'kubernetes', 'validate-schemas.mjs')], {
    input: JSON.stringify(objects),
    encoding: 'utf8',
    cwd: join(__dirname, '..'),
  });
  if (res.status !== 0) throw new Error(`schema validation did not run: ${res.stderr}`);
  return res.stdout.split('\n').filter(Boolean);
}

const key = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;
const byKey = (objects: K8sObject[]) => Object.fromEntries(objects.map((o) => [key(o), o]));
const find = (objects: K8sObject[], kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};
const template = (o: K8sObject) => (o.spec as { template: PodTemplate }).template;
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);

/** kubectl with its built-in kustomize, where the machine has one. */
const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

describe.each(OVERLAYS)('Kubernetes manifests, overlay %s', (overlay) => {
  const dir = join(ROOT, 'overlays', overlay);
  const objects = kustomize(dir);
  const api = find(objects, 'Deployment', 'coverline-api');
  const apiContainer = template(api).spec.containers[0];

  it('render to objects that the Kubernetes API schemas accept', () => {
    expect(objects.map(key)).toEqual(
      expect.arrayContaining([
        'Namespace/coverline',
        'ConfigMap/coverline-config',
        'Deployment/coverline-api',
        'Service/coverline-api',
        'HorizontalPodAutoscaler/coverline-api',
        'PodDisruptionBudget/coverline-api',
        'Job/coverline-migrate',
        'Deployment/coverline-web',
        'Service/coverline-web',
        'PodDisruptionBudget/coverline-web',
        'Ingress/coverline',
      ]),
    );
    expect(schemaProblems(objects)).toEqual([]);
    // The checker itself refuses what the API would.
    const broken = structuredClone(api);
    (broken.spec as { replicas: unknown }).replicas = 'two';
    expect(schemaProblems([broken])).toEqual([
      expect.stringContaining('Deployment/coverline-api: data/spec/replicas must be integer'),
    ]);
  });

  (kubectl ? it : it.skip)('render as kubectl kustomize renders them', () => {
    const res = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
    expect(res.stderr).toBe('');
    const rendered = parseAllDocuments(res.stdout).map((d) => d.toJS() as K8sObject);
    expect(byKey(objects)).toEqual(byKey(rendered));
  });

  it('probe liveness and readiness on separate routes, and start the API without migrating', () => {
    expect(apiContainer.livenessProbe?.httpGet?.path).toBe('/api/health/live');
    expect(apiContainer.startupProbe?.httpGet?.path).toBe('/api/health/live');
    expect(apiContainer.readinessProbe?.httpGet?.path).toBe('/api/health/ready');
    const config = find(objects, 'ConfigMap', 'coverline-config') as { data?: object } & K8sObject;
    expect(config.data).toMatchObject({ MIGRATE_ON_START: 'false', FILE_STORAGE: 's3' });
    expect(apiContainer.image).toMatch(/^registry\.example\.com\/coverline\/api:/);
  });

  it('migrate in a Job with the release image and the same settings', () => {
    const job = find(objects, 'Job', 'coverline-migrate');
    const migrate = template(job).spec.containers[0];
    expect(migrate.command).toEqual(['node', 'api/dist/migrate.js']);
    expect(migrate.image).toBe(apiContainer.image);
    expect(migrate.envFrom).toEqual(apiContainer.envFrom);
  });

  it('point every autoscaler, budget, service and secret reference at what exists', () => {
    const workloads = objects.filter((o) => o.kind === 'Deployment');
    for (const o of objects) {
      const spec = o.spec as Record<string, unknown>;
      if (o.kind === 'HorizontalPodAutoscaler') {
        const target = spec.scaleTargetRef as { kind: string; name: string };
        const deployment = find(objects, target.kind, target.name);
        const replicas = (deployment.spec as { replicas: number }).replicas;
        expect(spec.minReplicas as number).toBeLessThanOrEqual(replicas);
        expect(spec.maxReplicas as number).toBeGreaterThan(spec.minReplicas as number);
      }
      if (o.kind === 'PodDisruptionBudget' || o.kind === 'Service') {
        const selector =
          o.kind === 'Service'
            ? (spec.selector as Record<string, string>)
            : (spec.selector as { matchLabels: Record<string, string> }).matchLabels;
        const selected = workloads.filter((w) => matches(selector, template(w).metadata.labels));
        expect({ [key(o)]: selected.length }).toEqual({ [key(o)]: 1 });
      }
    }
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    const secretRefs = apiContainer.envFrom?.flatMap((e) => e.secretRef?.name ?? []);
    expect(secretRefs).toEqual(['coverline-secrets']);
  });

  it("give the API a configuration it accepts, with the example Secret's keys filled in", () => {
    const config = find(objects, 'ConfigMap', 'coverline-config') as {
      data: Record<string, string>;
    } & K8sObject;
    const secret = parse(readFileSync(join(ROOT, 'secret.example.yaml'), 'utf8')) as {
      stringData: Record<string, string>;
    };
    const filled: Record<string, string> = {
      DATABASE_URL: 'postgresql://coverline:secret@db.internal:5432/coverline',
      JWT_SECRET: 'j'.repeat(48),
      DATA_KEY: 'ab'.repeat(32),
      PAYMENT_WEBHOOK_SECRET: 'p'.repeat(48),
      METRICS_TOKEN: 'm'.repeat(48),
      ADMIN_EMAIL: 'admin@coverline.example.com',
    };
    const env = {
      ...config.data,
      ...Object.fromEntries(Object.keys(secret.stringData).map((k) => [k, filled[k] ?? ''])),
      DATA_DIR: '/tmp/coverline-manifests',
      NODE_ENV: 'production',
    };
    const loaded = loadConfig(env);
    expect(loaded.migrateOnStart).toBe(false);
    expect(loaded.fileStorage).toMatchObject({ kind: 's3', bucket: 'coverline-files' });
    expect(loaded.metricsToken).toBe(filled.METRICS_TOKEN);
  });
});

describe('the example Secret', () => {
  const text = readFileSync(join(ROOT, 'secret.example.yaml'), 'utf8');
  const secret = parse(text) as K8sObject & { stringData: Record<string, string> };

  it('is a valid Secret that carries placeholders only, never a value', () => {
    expect(schemaProblems([secret])).toEqual([]);
    for (const [name, value] of Object.entries(secret.stringData)) {
      expect({ [name]: /^(|<[a-z0-9-]+>)$/.test(value) }).toEqual({ [name]: true });
    }
    expect(Object.keys(secret.stringData)).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET', 'DATA_KEY', 'METRICS_TOKEN']),
    );
  });
});
