import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from '../src/paths.js';

/**
 * The imports between the folders of a source root (each first-level folder, and each file at the root, is one part)
 * go one way: no part imports, directly or through others, a part that imports it. A circle makes every folder in it
 * a dependency of every other, so none can be read, tested or moved alone.
 */

/** The source files under `dir`, without tests, specs and declarations. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return /^(node_modules|dist|bundle|test)$/.test(entry.name) ? [] : sourceFiles(file);
    return /\.[mc]?tsx?$/.test(entry.name) && !/\.(spec|test)\.[mc]?tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Each import between two parts of `root`: from part → to part → the importing files (relative to `root`). */
export function partImports(root: string): Map<string, Map<string, string[]>> {
  // A root file is a part by its name alone: `config.ts` imported as `./config.js`.
  const part = (file: string) =>
    path
      .relative(root, file)
      .split(path.sep)[0]
      .replace(/\.[mc]?[jt]sx?$/, '');
  const edges = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(root)) {
    // TypeScript's own reading of the file: static imports, re-exports and import() calls.
    for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = path.resolve(path.dirname(file), fileName);
      if (!fileName.startsWith('.') || !target.startsWith(root + path.sep)) continue;
      const [from, to] = [part(file), part(target)];
      if (from === to) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      edges.set(from, targets.set(to, [...new Set([...(targets.get(to) ?? []), path.relative(root, file)])]));
    }
  }
  return edges;
}

/** The circles among the parts: each group of parts that reach one another (Tarjan's strongly connected components). */
export function circles(edges: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** A circle as its imports, one line each: `a → b (a/file.ts, …)`. */
function describeCircle(group: string[], edges: Map<string, Map<string, string[]>>): string[] {
  return group.flatMap((from) =>
    [...(edges.get(from) ?? [])].filter(([to]) => group.includes(to)).map(([to, files]) => `${from} → ${to} (${files.join(', ')})`),
  );
}

/** The source roots held to it: the front end's and every service's. */
const ROOTS = ['frontend/src', ...['catalog', 'content', 'identity', 'media', 'gateway'].map((service) => `services/${service}/src`)];

describe('folder circles', () => {
  it.each(ROOTS)('the folders of %s import one another one way only', (root) => {
    const edges = partImports(path.join(repoRoot, root));
    expect(edges.size).toBeGreaterThan(3);
    expect(circles(edges).map((group) => describeCircle(group, edges))).toEqual([]);
  });

  it('names each circle by the imports that close it, and no part that only imports into one', () => {
    const edges = new Map([
      ['app', new Map([['pages', ['app/App.tsx']]])],
      ['pages', new Map([['app', ['pages/Home.tsx', 'pages/Shop.tsx']]])],
      ['main.tsx', new Map([['app', ['main.tsx']]])],
    ]);
    expect(circles(edges).map((group) => describeCircle(group, edges))).toEqual([
      ['app → pages (app/App.tsx)', 'pages → app (pages/Home.tsx, pages/Shop.tsx)'],
    ]);
  });
});
