// Validates Kubernetes objects (a JSON array on standard input) against the Kubernetes API's
// OpenAPI schemas, as packaged by kubernetes-models; prints one problem per line, nothing when
// every object is valid. A separate process: the models are ES modules only.
import { text } from 'node:stream/consumers';

const objects = JSON.parse(await text(process.stdin));
const problems = [];
for (const object of objects) {
  const [group, version] = object.apiVersion.includes('/')
    ? object.apiVersion.split('/')
    : [undefined, object.apiVersion];
  const module = `kubernetes-models/${group ? `${group}/` : ''}${version}/${object.kind}`;
  const where = `${object.kind}/${object.metadata?.name}`;
  let Model;
  try {
    Model = (await import(module))[object.kind];
  } catch {
    problems.push(`${where}: no schema for ${object.apiVersion} ${object.kind}`);
    continue;
  }
  try {
    new Model(object).validate();
  } catch (err) {
    problems.push(`${where}: ${err.message}`);
  }
}
process.stdout.write(problems.join('\n'));
