import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** Server-only packages that must never reach the browser; `@scope/*` names a whole scope. */
export const SERVER_ONLY_PACKAGES = [
  '@nestjs/*',
  '@nats-io/*',
  'nats',
  'typeorm',
  'pg',
  'class-validator',
  'class-transformer',
  'reflect-metadata',
  '@lora/contracts',
  '@lora/runtime',
  'pino',
  'express',
];

export function isServerOnlyPackage(name: string): boolean {
  return SERVER_ONLY_PACKAGES.some((pattern) => (pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern));
}

/** The package a module id belongs to, read from its last `node_modules/` segment. */
export function packageInNodeModules(id: string): string | undefined {
  const match = /^.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return match?.[1].replaceAll('\\', '/');
}

/**
 * The package a module id belongs to, also for files outside node_modules (bundlers resolve workspace
 * packages to their real folders): the name in the nearest package.json that has one.
 */
export function packageOfFile(id: string): string | undefined {
  const fromPath = packageInNodeModules(id);
  if (fromPath || !path.isAbsolute(id)) return fromPath;
  for (let dir = path.dirname(id.split('?')[0]); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (typeof name === 'string') return name;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

const builtins = new Set(builtinModules);

/** Why a module id must stay out of a browser bundle, and what to report it under; undefined when it may be there. */
function nodeOnly(id: string, packageOf: (id: string) => string | undefined): { why: string; group: string } | undefined {
  const bare = id.replace(/^\0/, '');
  // Vite swaps every Node built-in imported by browser code for one empty stub; its build warnings name them.
  if (bare.includes('__vite-browser-external')) {
    return { why: 'a Node built-in stubbed out by Vite (its build warning names the importer)', group: bare };
  }
  if (bare.startsWith('node:') || builtins.has(bare)) return { why: 'a Node built-in', group: bare };
  const name = packageOf(id);
  if (name && isServerOnlyPackage(name)) return { why: `from the server-only package ${name}`, group: name };
  return undefined;
}

/**
 * Checks the module ids of every chunk of a browser bundle (chunk file name → module ids). Answers one line per
 * chunk and offending built-in or package (a leaked package brings hundreds of modules), naming a module of it;
 * an empty list means the bundle is clean.
 */
export function findNodeOnlyModules(
  chunks: Record<string, string[]>,
  packageOf: (id: string) => string | undefined = packageInNodeModules,
): string[] {
  const problems: string[] = [];
  for (const [chunk, ids] of Object.entries(chunks)) {
    const found = new Map<string, { why: string; ids: string[] }>();
    for (const id of ids) {
      const problem = nodeOnly(id, packageOf);
      if (!problem) continue;
      const group = found.get(problem.group) ?? { why: problem.why, ids: [] };
      group.ids.push(id);
      found.set(problem.group, group);
    }
    for (const {
      why,
      ids: [first, ...rest],
    } of found.values()) {
      const more = rest.length ? ` and ${rest.length} more of its modules` : '';
      problems.push(`${chunk} bundles ${JSON.stringify(first)}${more}: ${why}`);
    }
  }
  return problems;
}

/**
 * Follows a package's dependencies (with optional and peer ones) through the node_modules package.json
 * files and answers the chain to every server-only package it reaches, e.g. "@lora/infra → @lora/contracts".
 */
export function findServerOnlyDependencies(packageDir: string): string[] {
  const problems: string[] = [];
  const visited = new Set<string>();
  const visit = (dir: string, chain: string[]) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Partial<
      Record<'dependencies' | 'optionalDependencies' | 'peerDependencies', Record<string, string>>
    >;
    const names = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies });
    for (const name of names) {
      if (isServerOnlyPackage(name)) {
        problems.push([...chain, name].join(' → '));
        continue;
      }
      const found = installedPackageDir(name, dir);
      if (!found || visited.has(found)) continue;
      visited.add(found);
      visit(found, [...chain, name]);
    }
  };
  const start = fs.realpathSync(packageDir);
  visited.add(start);
  visit(start, [(JSON.parse(fs.readFileSync(path.join(start, 'package.json'), 'utf8')) as { name: string }).name]);
  return problems;
}

/** Where Node would find a package from `fromDir`: the nearest node_modules holding it (workspace links followed). */
function installedPackageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** An entry of Vite's build manifest (`.vite/manifest.json`), as far as the budget needs it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The module scripts and module preloads a built `index.html` loads, in that order, as paths relative to the site's root. */
export function htmlScripts(html: string): string[] {
  const tags = html.match(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
  return tags.flatMap((tag) => /(?:src|href)="\/([^"]+)"/.exec(tag)?.[1] ?? []);
}

/**
 * The script files a page loads before it is interactive: what the HTML loads (`htmlScripts`) and the source
 * modules the entry loads before hydrating (the app and the page), each with its static imports. Chunks loaded
 * later on demand (menus, toasts, other pages) are not counted. The HTML, not the manifest's entry, says where
 * loading starts: an entry whose code all went into a shared chunk is left out of both the HTML and the manifest.
 */
export function initialScripts(manifest: Record<string, ManifestChunk>, html: string, modules: string[]): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const start = htmlScripts(html);
  if (!start.length) throw new Error('The HTML loads no module script');
  const keys = start.map((file) => {
    const key = byFile.get(file);
    if (!key) throw new Error(`The manifest has no chunk for ${file}, which the HTML loads`);
    return key;
  });
  for (const module of modules) if (!manifest[module]) throw new Error(`The manifest has no chunk for ${module}`);
  return [...chunksWithImports(manifest, [...keys, ...modules])];
}

/** The chunk files of these manifest keys with every chunk they import, in the order first reached. */
export function chunksWithImports(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}
