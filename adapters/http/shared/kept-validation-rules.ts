import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type Rules = ReturnType<MetadataStorage['getTargetValidationMetadatas']>;

const keeping = new WeakSet<MetadataStorage>();

/**
 * class-validator looks a class's rules up again on every validation, and for each nested object:
 * it tests the class against every other validated class for inheritance, and the app has some
 * hundreds. That lookup was 6% of a search's CPU under load (README, Speed). The rules change only
 * when a decorator adds one, so each answer is kept until a rule is added. The callers get a copy:
 * class-validator and Nest's ValidationPipe only read the list, but a copy keeps it that way.
 */
export function keepValidationRules(storage: MetadataStorage = getMetadataStorage()): void {
  if (keeping.has(storage)) return;
  keeping.add(storage);
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  const kept = new Map<unknown, Map<string, Rules>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    // Groups absent or empty select alike (class-validator tests their length).
    const key = `${schema ?? ''}\u0000${always ? 1 : 0}${strictGroups ? 1 : 0}\u0000${groups?.join('\u0001') ?? ''}`;
    let byOptions = kept.get(target);
    if (!byOptions) kept.set(target, (byOptions = new Map()));
    let rules = byOptions.get(key);
    if (!rules) byOptions.set(key, (rules = lookUp(target, schema, always, strictGroups, groups)));
    return rules.slice();
  };
  storage.addValidationMetadata = (metadata) => {
    kept.clear();
    addRule(metadata);
  };
}
