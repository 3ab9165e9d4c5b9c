import { getMetadataStorage } from 'class-validator';

type Lookup = ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas'];

let remembered = false;

/**
 * class-validator finds a class's rules by testing every decorated class of the app for being its
 * ancestor, on every object it validates (nested ones included): with the app's hundreds of
 * request bodies that scan was most of a validation's time. A class's rules, its ancestors'
 * included, are all registered when its module loads, before anything can be validated against
 * it, and never change afterwards; so the answer for a class and its options is kept the first
 * time it is asked. Keyed by the class in a `WeakMap`, by the options within it. Neither answer
 * is changed by its users (the validator only reads them).
 */
export function rememberValidationMetadata(): void {
  if (remembered) return;
  remembered = true;
  const storage = getMetadataStorage();
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const answers = new WeakMap<object, Map<string, ReturnType<Lookup>>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    let byOptions = answers.get(target);
    if (!byOptions) {
      byOptions = new Map();
      answers.set(target, byOptions);
    }
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? ''}`;
    let found = byOptions.get(key);
    if (!found) {
      found = lookup(target, schema, always, strictGroups, groups);
      byOptions.set(key, found);
    }
    return found;
  };
  // The same rules grouped by property, once per answer kept above.
  const group = storage.groupByPropertyName.bind(storage);
  const grouped = new WeakMap<object, ReturnType<typeof group>>();
  storage.groupByPropertyName = (metadata) => {
    let found = grouped.get(metadata);
    if (!found) {
      found = group(metadata);
      grouped.set(metadata, found);
    }
    return found;
  };
}
