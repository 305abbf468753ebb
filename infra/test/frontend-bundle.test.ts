import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/paths.js';
import zlib from 'node:zlib';
import {
  findNodeOnlyModules,
  findServerOnlyDependencies,
  htmlScripts,
  initialScripts,
  packageOfFile,
  type ManifestChunk,
} from '../src/testing/bundle-check.js';

const frontendDir = path.join(repoRoot, 'frontend');
let outDir: string;
let chunks: Record<string, string[]>;

// The frontend's own build (same config as `npm run build`, with a record of each chunk's modules), written to a
// temporary folder so the frontend/dist that other test files serve is never half-written.
beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontend-bundle-'));
  // As `npm run build` runs it: a production build (jest's NODE_ENV=test would give React's development build).
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'infra', 'dist', 'testing', 'frontend-build.js'), outDir], {
    cwd: frontendDir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status ?? build.signal}):\n${build.stdout}${build.stderr}`);
  chunks = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'bundle-modules.json'), 'utf8'));
});

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('frontend bundle', () => {
  it('builds index.html at the root and a hashed script under /assets/', () => {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const script = /<script type="module"[^>]* src="\/(assets\/[\w-]+-[\w-]{8,}\.js)"/.exec(html);
    expect(script).not.toBeNull();
    expect(fs.existsSync(path.join(outDir, script![1]))).toBe(true);
  });

  it("preloads the entry's chunks at low priority: what the first paint needs (the HTML, the font, the hero picture) goes first", () => {
    const preloads = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8').match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(1);
    expect(preloads.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
  });

  it('records the modules of every chunk, the entry among them', () => {
    expect(Object.values(chunks).flat()).toContain(path.join(frontendDir, 'src', 'main.tsx'));
  });

  it('contains no Node built-in and no module of a server-only package', () => {
    expect(findNodeOnlyModules(chunks, packageOfFile)).toEqual([]);
  });

  it('keeps the admin in a chunk of its own that the entry never loads up front', () => {
    const adminPage = path.join(frontendDir, 'src', 'features', 'admin', 'AdminPage.tsx');
    const adminChunks = Object.entries(chunks).filter(([, ids]) =>
      ids.some((id) => id.startsWith(path.join(frontendDir, 'src', 'features', 'admin'))),
    );
    expect(adminChunks.map(([name]) => name)).toEqual([expect.stringMatching(/^assets\/AdminPage-[\w-]+\.js$/)]);
    expect(adminChunks[0][1]).toContain(adminPage);
    // The entry's HTML preloads only what every page needs: never the admin chunk.
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).not.toContain(adminChunks[0][0]);
    const entry = Object.entries(chunks).find(([, ids]) => ids.includes(path.join(frontendDir, 'src', 'main.tsx')))!;
    const entryCode = fs.readFileSync(path.join(outDir, entry[0]), 'utf8');
    expect(entryCode).not.toContain('Admin Login');
  });

  it('depends, transitively, on no server-only package', () => {
    expect(findServerOnlyDependencies(frontendDir)).toEqual([]);
  });

  // Issue 50's budget, on React: at most 160 KB of gzipped JavaScript before a public page is interactive.
  const INITIAL_JS_BUDGET_KB = 160;
  const PAGES = [
    ...['HomePage', 'MarketplacePage', 'ProductPage', 'ContactPage', 'PricingPage', 'ContentPage', 'SecurityPage', 'StatusPage', 'BrandPage'].map(
      (page) => `src/pages/${page}.tsx`,
    ),
    'src/pages/ArticleListPage.tsx',
    'src/pages/ArticlePage.tsx',
  ];
  it.each(PAGES)(
    'loads %s with its own chunk and the shared ones only: initial JavaScript within the budget, no other page, no menu or toast code',
    (page) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      // What the entry imports is loaded by the built HTML; the page, by its route, before it hydrates.
      const files = initialScripts(manifest, fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'), [page]);
      const gzipKb = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length, 0) / 1024;
      const modules = files.flatMap((file) => chunks[file] ?? []);
      const pages = modules.filter((id) => PAGES.some((p) => id === path.join(frontendDir, p)));
      expect(pages).toEqual([path.join(frontendDir, page)]);
      expect(modules.filter((id) => /NavMenus|ToastView/.test(id))).toEqual([]);
      expect(gzipKb).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
    },
  );
});

describe('bundle check', () => {
  it("reads the scripts a page's HTML loads: module scripts and module preloads, in order", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/runtime-Ab12Cd34.js"></script><script type="module" crossorigin src="/assets/shell-Ef56Gh78.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-Ij90Kl12.js"><link rel="stylesheet" href="/assets/shell-Mn34Op56.css"></head>' +
      '<body><div id="root"></div><script type="application/ld+json">{}</script></body>';
    expect(htmlScripts(html)).toEqual(['assets/runtime-Ab12Cd34.js', 'assets/shell-Ef56Gh78.js', 'assets/vendor-Ij90Kl12.js']);
  });

  it("sums a page's initial scripts from the HTML's scripts and the page's chunk, each with its static imports", () => {
    const manifest: Record<string, ManifestChunk> = {
      '_shell.js': { file: 'assets/shell.js', imports: ['_runtime.js'], dynamicImports: ['src/pages/A.tsx', 'src/pages/B.tsx'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      'src/pages/A.tsx': {
        file: 'assets/A.js',
        src: 'src/pages/A.tsx',
        isDynamicEntry: true,
        imports: ['_shell.js', '_Card.js'],
        dynamicImports: ['src/Menu.tsx'],
      },
      'src/pages/B.tsx': { file: 'assets/B.js', src: 'src/pages/B.tsx', isDynamicEntry: true },
      '_Card.js': { file: 'assets/Card.js' },
      'src/Menu.tsx': { file: 'assets/Menu.js', isDynamicEntry: true },
    };
    expect(initialScripts(manifest, '<script type="module" src="/assets/shell.js"></script>', ['src/pages/A.tsx'])).toEqual([
      'assets/shell.js',
      'assets/runtime.js',
      'assets/A.js',
      'assets/Card.js',
    ]);
    expect(() => initialScripts(manifest, '<p>no script</p>', ['src/pages/A.tsx'])).toThrow('The HTML loads no module script');
  });

  it('names each Node-only module and its chunk', () => {
    const problems = findNodeOnlyModules({
      'assets/index-AbCd1234.js': ['/x/frontend/src/main.ts', '/x/node_modules/@nats-io/transport-node/lib/mod.js', 'node:crypto'],
      'assets/lazy-EfGh5678.js': [
        '\0__vite-browser-external',
        '/x/node_modules/pg/lib/index.js',
        '/x/node_modules/pg/lib/client.js',
        '/x/node_modules/pg-format/index.js',
      ],
    });
    expect(problems).toEqual([
      'assets/index-AbCd1234.js bundles "/x/node_modules/@nats-io/transport-node/lib/mod.js": from the server-only package @nats-io/transport-node',
      'assets/index-AbCd1234.js bundles "node:crypto": a Node built-in',
      expect.stringMatching(/^assets\/lazy-EfGh5678\.js bundles "\\u0000__vite-browser-external": a Node built-in stubbed out by Vite/),
      'assets/lazy-EfGh5678.js bundles "/x/node_modules/pg/lib/index.js" and 1 more of its modules: from the server-only package pg',
    ]);
  });

  it('names a bare built-in and a workspace package outside node_modules', () => {
    const contracts = path.join(repoRoot, 'packages', 'contracts', 'dist', 'index.js');
    expect(findNodeOnlyModules({ 'a.js': ['fs/promises', contracts] }, packageOfFile)).toEqual([
      'a.js bundles "fs/promises": a Node built-in',
      `a.js bundles ${JSON.stringify(contracts)}: from the server-only package @lora/contracts`,
    ]);
  });

  it('finds server-only packages among the dependencies of a server package', () => {
    expect(findServerOnlyDependencies(path.join(repoRoot, 'infra'))).toEqual(
      expect.arrayContaining(['@lora/infra → @lora/contracts', '@lora/infra → pg']),
    );
  });
});
