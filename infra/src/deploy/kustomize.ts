import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parseDocument } from 'yaml';

/**
 * Renders a kustomization in-process, offline, as `kubectl kustomize` does, for the features k8s/ uses:
 * resources (files and folders), namespace, namePrefix / nameSuffix, labels and commonLabels, configMapGenerator and
 * secretGenerator (literals and files; behavior create, merge or replace), patches (strategic merge, including
 * `$patch: delete`, and JSON 6902, with a target), replicas, images and replacements (with delimiter and index), in
 * kustomize's order. Two differences, on purpose: a generated ConfigMap or Secret keeps its name, without the content
 * hash kustomize appends (the references to it are left as written, so they still match); and a feature outside this
 * list throws instead of being ignored. deploy-manifests.spec.ts compares the result with kubectl's where kubectl is
 * installed.
 */

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Reads a file of the tree being rendered; tests hand in one that serves mutated copies. */
export type ReadFile = (absolutePath: string) => string;

const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'metadata',
  'resources',
  'namespace',
  'namePrefix',
  'nameSuffix',
  'labels',
  'commonLabels',
  'configMapGenerator',
  'secretGenerator',
  'generatorOptions',
  'patches',
  'replicas',
  'images',
  'replacements',
]);

const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'IngressClass',
  'PriorityClass',
]);
const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job']);

export function parseYamlStream(source: string, text: string): Json[] {
  return parseAllDocuments(text).flatMap((doc, index) => {
    if (doc.errors.length) throw new Error(`${source} (document ${index + 1}) is not valid YAML: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJS() as Json | null;
    return value ? [value] : [];
  });
}

/** The pod templates of a workload, with where they are: Deployment, StatefulSet, Job and the like, CronJob, Pod. */
export function podTemplates(doc: Json): Json[] {
  if (WORKLOAD_KINDS.has(doc.kind as string) && doc.spec?.template) return [doc.spec.template as Json];
  if (doc.kind === 'CronJob' && doc.spec?.jobTemplate?.spec?.template) return [doc.spec.jobTemplate.spec.template as Json];
  if (doc.kind === 'Pod') return [{ metadata: doc.metadata, spec: doc.spec }];
  return [];
}

export function containersOf(podSpec: Json | undefined): Json[] {
  return [...((podSpec?.initContainers as Json[] | undefined) ?? []), ...((podSpec?.containers as Json[] | undefined) ?? [])];
}

export function kustomize(dir: string, read: ReadFile = (file) => readFileSync(file, 'utf8')): Json[] {
  const file = path.join(dir, 'kustomization.yaml');
  const k = parseDocument(read(file)).toJS() as Json;
  const unknown = Object.keys(k).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length) throw new Error(`${file}: the in-process renderer does not support ${unknown.join(', ')}`);

  let docs: Json[] = [];
  for (const resource of (k.resources as string[] | undefined) ?? []) {
    const target = path.join(dir, resource);
    if (isDirectory(target, read)) docs.push(...kustomize(target, read));
    else docs.push(...parseYamlStream(target, read(target)));
  }
  docs = structuredClone(docs);

  for (const generator of (k.configMapGenerator as Json[] | undefined) ?? []) generate(docs, 'ConfigMap', generator, dir, read);
  for (const generator of (k.secretGenerator as Json[] | undefined) ?? []) generate(docs, 'Secret', generator, dir, read);

  for (const patch of (k.patches as Json[] | undefined) ?? []) docs = applyPatch(docs, patch, dir, read);
  if (k.namespace) for (const doc of docs) if (!CLUSTER_SCOPED.has(doc.kind as string)) (doc.metadata ??= {}).namespace = k.namespace as string;
  if (k.namePrefix || k.nameSuffix) {
    for (const doc of docs)
      doc.metadata.name = `${(k.namePrefix as string | undefined) ?? ''}${doc.metadata.name}${(k.nameSuffix as string | undefined) ?? ''}`;
  }
  if (k.commonLabels) for (const doc of docs) addLabels(doc, k.commonLabels as Record<string, string>, true, true);
  for (const entry of (k.labels as Json[] | undefined) ?? []) {
    for (const doc of docs) addLabels(doc, entry.pairs as Record<string, string>, entry.includeTemplates === true, entry.includeSelectors === true);
  }
  for (const { name, count } of (k.replicas as Array<{ name: string; count: number }> | undefined) ?? []) {
    for (const doc of docs)
      if (['Deployment', 'StatefulSet', 'ReplicaSet'].includes(doc.kind as string) && doc.metadata.name === name) doc.spec.replicas = count;
  }
  for (const image of (k.images as Json[] | undefined) ?? []) setImage(docs, image);
  for (const replacement of (k.replacements as Json[] | undefined) ?? []) replace(docs, replacement);
  return docs;
}

function isDirectory(target: string, read: ReadFile): boolean {
  try {
    return statSync(target).isDirectory();
  } catch {
    // A path that only the test's reader knows: a folder when it has a kustomization.
    try {
      read(path.join(target, 'kustomization.yaml'));
      return true;
    } catch {
      return false;
    }
  }
}

function generate(docs: Json[], kind: 'ConfigMap' | 'Secret', generator: Json, dir: string, read: ReadFile): void {
  const data: Record<string, string> = {};
  for (const literal of (generator.literals as string[] | undefined) ?? []) {
    const at = literal.indexOf('=');
    data[literal.slice(0, at)] = literal.slice(at + 1).replace(/^(["'])(.*)\1$/, '$2');
  }
  for (const entry of (generator.files as string[] | undefined) ?? []) {
    const [key, file] = entry.includes('=') ? entry.split('=') : [path.basename(entry), entry];
    data[key] = read(path.join(dir, file));
  }
  if ((generator.envs as string[] | undefined)?.length || generator.env) throw new Error(`${generator.name}: env files are not supported`);
  const encoded =
    kind === 'Secret' ? Object.fromEntries(Object.entries(data).map(([key, value]) => [key, Buffer.from(value).toString('base64')])) : data;
  const behavior = (generator.behavior as string | undefined) ?? 'create';
  const existing = docs.find((d) => d.kind === kind && d.metadata.name === generator.name);
  if (behavior === 'create') {
    if (existing) throw new Error(`${kind} ${generator.name} is generated twice`);
    const doc: Json = { apiVersion: 'v1', kind, metadata: { name: generator.name }, data: encoded };
    if (kind === 'Secret') doc.type = (generator.type as string | undefined) ?? 'Opaque';
    docs.push(doc);
  } else {
    if (!existing) throw new Error(`${kind} ${generator.name}: nothing to ${behavior}`);
    existing.data = behavior === 'merge' ? { ...existing.data, ...encoded } : encoded;
  }
}

function matchesTarget(doc: Json, target: Json | undefined): boolean {
  if (!target) return false;
  const anchored = (pattern: string, value: string | undefined) => new RegExp(`^(?:${pattern})$`).test(value ?? '');
  if (target.kind && !anchored(target.kind as string, doc.kind as string)) return false;
  if (target.name && !anchored(target.name as string, doc.metadata?.name as string)) return false;
  if (target.namespace && !anchored(target.namespace as string, doc.metadata?.namespace as string)) return false;
  if (target.version && !anchored(target.version as string, String(doc.apiVersion).split('/').pop())) return false;
  if (target.labelSelector || target.annotationSelector) throw new Error('patch targets by selector are not supported');
  return true;
}

function applyPatch(docs: Json[], entry: Json, dir: string, read: ReadFile): Json[] {
  const text = entry.patch ? (entry.patch as string) : read(path.join(dir, entry.path as string));
  const patch = parseDocument(text).toJS() as Json | Json[];
  if (Array.isArray(patch)) {
    for (const doc of docs) if (matchesTarget(doc, entry.target as Json)) for (const op of patch) applyJsonPatchOp(doc, op);
    return docs;
  }
  const target = (entry.target as Json | undefined) ?? { kind: patch.kind, name: patch.metadata?.name };
  if (patch.$patch === 'delete') return docs.filter((doc) => !matchesTarget(doc, target));
  for (const doc of docs) if (matchesTarget(doc, target)) strategicMerge(doc, { ...patch, metadata: { ...patch.metadata, name: undefined } });
  return docs;
}

/** The strategic merge kustomize does, for the shapes manifests use: maps deep-merged, lists of named items merged by name. */
function strategicMerge(into: Json, patch: Json): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || key === 'apiVersion' || key === 'kind') continue;
    const current = into[key];
    if (value === null) delete into[key];
    else if (Array.isArray(value) && Array.isArray(current) && value.every((v: Json) => v && typeof v === 'object' && 'name' in v)) {
      for (const item of value as Json[]) {
        const existing = (current as Json[]).find((c) => c?.name === item.name);
        if (item.$patch === 'delete') into[key] = (current as Json[]).filter((c) => c?.name !== item.name);
        else if (existing) strategicMerge(existing, item);
        else current.push(structuredClone(item));
      }
    } else if (value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' && !Array.isArray(current)) {
      strategicMerge(current as Json, value as Json);
    } else into[key] = structuredClone(value);
  }
}

function pointer(pathText: string): string[] {
  return pathText
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function applyJsonPatchOp(doc: Json, op: Json): void {
  const segments = pointer(op.path as string);
  const last = segments.pop()!;
  let parent: Json = doc;
  for (const segment of segments) {
    if (parent[segment] === undefined) throw new Error(`patch path ${op.path} does not exist in ${doc.kind} ${doc.metadata?.name}`);
    parent = parent[segment] as Json;
  }
  if (op.op === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (op.op === 'add' || op.op === 'replace') {
    if (op.op === 'replace' && parent[last] === undefined)
      throw new Error(`patch path ${op.path} does not exist in ${doc.kind} ${doc.metadata?.name}`);
    if (Array.isArray(parent) && op.op === 'add') parent.splice(last === '-' ? parent.length : Number(last), 0, structuredClone(op.value));
    else (parent as Record<string, unknown>)[last] = structuredClone(op.value);
  } else throw new Error(`JSON patch op ${op.op} is not supported`);
}

function addLabels(doc: Json, labels: Record<string, string>, templates: boolean, selectors: boolean): void {
  doc.metadata.labels = { ...doc.metadata.labels, ...labels };
  if (templates) {
    for (const template of podTemplates(doc)) (template.metadata ??= {}).labels = { ...template.metadata.labels, ...labels };
  }
  if (selectors) {
    if (doc.spec?.selector?.matchLabels) Object.assign(doc.spec.selector.matchLabels, labels);
    else if (doc.kind === 'Service') doc.spec.selector = { ...doc.spec.selector, ...labels };
  }
}

function splitImage(image: string): { name: string; tag?: string; digest?: string } {
  const [rest, digest] = image.split('@');
  const colon = rest.lastIndexOf(':');
  return colon > rest.lastIndexOf('/') ? { name: rest.slice(0, colon), tag: rest.slice(colon + 1), digest } : { name: rest, digest };
}

function setImage(docs: Json[], entry: Json): void {
  for (const doc of docs) {
    for (const template of podTemplates(doc)) {
      for (const container of containersOf(template.spec as Json)) {
        const image = splitImage(container.image as string);
        if (image.name !== entry.name) continue;
        const name = (entry.newName as string | undefined) ?? image.name;
        if (entry.digest) container.image = `${name}@${entry.digest}`;
        else {
          const tag = entry.newTag !== undefined ? String(entry.newTag) : image.tag;
          container.image = `${name}${tag ? `:${tag}` : ''}${!entry.newTag && image.digest ? `@${image.digest}` : ''}`;
        }
      }
    }
  }
}

/** Steps of a replacement's field path: `spec.template.spec.containers.[name=seed].image`. */
function fieldSteps(fieldPath: string): string[] {
  return fieldPath.match(/\[[^\]]*\]|[^.]+/g) ?? [];
}

function walk(doc: Json, fieldPath: string): { parent: Json; key: string | number } | undefined {
  const steps = fieldSteps(fieldPath);
  let node: Json | undefined = doc;
  for (const [index, step] of steps.entries()) {
    if (node === undefined) return undefined;
    const selector = /^\[(.+)=(.*)\]$/.exec(step);
    let key: string | number;
    if (selector) {
      if (!Array.isArray(node)) return undefined;
      key = (node as Json[]).findIndex((item) => String(item?.[selector[1]]) === selector[2]);
      if (key < 0) return undefined;
    } else key = Array.isArray(node) ? Number(step) : step;
    if (index === steps.length - 1) return { parent: node, key };
    node = (node as Json)[key] as Json | undefined;
  }
  return undefined;
}

function replace(docs: Json[], replacement: Json): void {
  const source = replacement.source as Json;
  const from = docs.find((d) => matchesTarget(d, { kind: source.kind, name: source.name }));
  const at = from && walk(from, (source.fieldPath as string | undefined) ?? 'metadata.name');
  if (!at || at.parent[at.key] === undefined) throw new Error(`replacement source ${source.kind} ${source.name} ${source.fieldPath} not found`);
  let value = String(at.parent[at.key]);
  if (source.options?.delimiter) value = value.split(source.options.delimiter as string)[source.options.index ?? 0] ?? '';
  for (const target of (replacement.targets as Json[] | undefined) ?? []) {
    for (const doc of docs.filter((d) => matchesTarget(d, target.select as Json))) {
      for (const fieldPath of target.fieldPaths as string[]) {
        const spot = walk(doc, fieldPath);
        if (!spot) throw new Error(`replacement target ${doc.kind} ${doc.metadata.name} ${fieldPath} not found`);
        if (target.options?.delimiter) {
          const parts = String(spot.parent[spot.key]).split(target.options.delimiter as string);
          parts[(target.options.index as number | undefined) ?? 0] = value;
          spot.parent[spot.key] = parts.join(target.options.delimiter as string);
        } else spot.parent[spot.key] = value;
      }
    }
  }
}
