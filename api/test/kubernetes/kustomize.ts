import { applyPatch, type Operation } from 'fast-json-patch';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface Kustomization {
  namespace?: string;
  resources?: string[];
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { target: { kind: string; name: string }; patch: string }[];
}

/** The kustomization fields this renderer carries out; any other stops the render. */
const SUPPORTED = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'images', 'patches']);
/** Kinds that live outside namespaces (of those the manifests use). */
const CLUSTER_SCOPED = new Set(['Namespace']);

function readObjects(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => o !== null);
}

/** The pod templates' containers of a workload, whose images `images:` rewrites. */
function containersOf(o: K8sObject): { image?: string }[] {
  const spec = o.spec as { template?: { spec?: { containers?: { image?: string }[] } } };
  return spec?.template?.spec?.containers ?? [];
}

/**
 * Renders a kustomization as `kubectl kustomize` does, for the subset of kustomize the
 * repository's manifests use (resources, namespace, images, JSON 6902 patches), so the test
 * suite can render them without a kustomize binary. The manifests test compares the two
 * wherever kubectl is installed.
 */
export function kustomize(dir: string): K8sObject[] {
  const k = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization;
  const unsupported = Object.keys(k).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length) {
    throw new Error(`${dir}: kustomization fields not rendered here: ${unsupported.join(', ')}`);
  }
  const objects = (k.resources ?? []).flatMap((resource) => {
    const path = join(dir, resource);
    if (!existsSync(path)) throw new Error(`${dir}: resource ${resource} does not exist`);
    return statSync(path).isDirectory() ? kustomize(path) : readObjects(path);
  });
  return objects.map((original) => {
    let o = structuredClone(original);
    if (k.namespace && !CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = k.namespace;
    for (const image of k.images ?? []) {
      for (const container of containersOf(o)) {
        const [name] = (container.image ?? '').split(':');
        if (name !== image.name) continue;
        const tag = image.newTag ?? container.image?.split(':')[1];
        container.image = `${image.newName ?? name}${tag ? `:${tag}` : ''}`;
      }
    }
    for (const { target, patch } of k.patches ?? []) {
      if (o.kind !== target.kind || o.metadata.name !== target.name) continue;
      o = applyPatch(o, parse(patch) as Operation[], true, false).newDocument;
    }
    return o;
  });
}
