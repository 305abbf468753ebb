import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Static checks of the services' one layout (docs/architecture.md): in each domain folder, the NATS patterns in
 * `*.handler.ts` and the rules in `*.service.ts`; in `data/`, the data layer: the queries in `*.repository.ts`, the
 * entities, the migrations, the database list and the store. TypeORM is imported only there and by the module; every
 * transaction is opened by the runtime's Store, which each service extends once in `data/<service>.store.ts`. `data/`
 * imports no domain folder, so the domains depend on it and never the other way round.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const SERVICES = ['catalog', 'content', 'identity', 'media'];

interface Source {
  /** From the repository's root. */
  file: string;
  tree: ts.SourceFile;
}

/** A service's own code, its tests aside. */
function sources(service: string): Source[] {
  const src = path.join('services', service, 'src');
  return fs
    .readdirSync(path.join(repoRoot, src), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !/\.(spec|test)\.ts$/.test(name))
    .sort()
    .map((name) => {
      const file = path.join(src, name);
      return { file, tree: ts.createSourceFile(file, fs.readFileSync(path.join(repoRoot, file), 'utf8'), ts.ScriptTarget.Latest, true) };
    });
}

/** Every node of a file, depth first. */
function nodes(tree: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The files, from a service's `src`, that may import TypeORM. */
const typeormFile = (service: string, file: string) =>
  /^data\/([^/]+\.(repository|entity)\.ts|migrations\/[^/]+\.ts|database\.ts)$/.test(file) || file === `${service}.module.ts`;
/** Where a file of the data layer must be, from a service's `src`, by its name. */
const DATA_FILES: Array<[RegExp, RegExp]> = [
  [/\.repository\.ts$/, /^data\/[^/]+$/],
  [/\.entity\.ts$/, /^data\/[^/]+$/],
  [/\.store\.ts$/, /^data\/[^/]+$/],
  [/(^|\/)database\.ts$/, /^data\/database\.ts$/],
  [/(^|\/)migrations\//, /^data\/migrations\/[^/]+$/],
];
/** TypeORM's own ways of opening a transaction, which only the runtime's Store calls. */
const TRANSACTION_CALLS = new Set(['createQueryRunner', 'startTransaction', 'commitTransaction', 'rollbackTransaction']);
const HANDLER_DECORATORS = new Set(['Controller', 'Handles', 'MessagePattern', 'EventPattern']);

describe.each(SERVICES)('the %s service', (service) => {
  const src = path.join('services', service, 'src');
  const files = sources(service);

  it('imports TypeORM only in data/ (its repositories, entities, migrations and database list) and its module', () => {
    const outside = files
      .filter(({ tree }) =>
        tree.statements.some((s) => ts.isImportDeclaration(s) && /^typeorm(\/|$)/.test((s.moduleSpecifier as ts.StringLiteral).text)),
      )
      .map(({ file }) => file)
      .filter((file) => !typeormFile(service, path.relative(src, file)));
    expect(outside).toEqual([]);
  });

  it('keeps its repositories, entities, store, migrations and database list in data/, which imports nothing of the service outside it', () => {
    const misplaced = files
      .map(({ file }) => path.relative(src, file))
      .filter((file) => DATA_FILES.some(([name, place]) => name.test(file) && !place.test(file)));
    expect(misplaced).toEqual([]);
    const data = path.join(src, 'data');
    const outward = files
      .filter(({ file }) => file.startsWith(data + path.sep))
      .flatMap(({ file, tree }) =>
        // TypeScript's own reading of the file: static imports, re-exports and import() calls.
        ts
          .preProcessFile(tree.text, true, true)
          .importedFiles.map(({ fileName }) => fileName)
          .filter((name) => name.startsWith('.') && !path.join(path.dirname(file), name).startsWith(data + path.sep))
          .map((name) => `${file} imports ${name}`),
      );
    expect(outward).toEqual([]);
  });

  it('opens transactions through its store alone, and defines no transaction helper of its own', () => {
    const helpers = files.flatMap(({ file, tree }) =>
      nodes(tree).flatMap((node) => {
        const at = `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        if (ts.isIdentifier(node) && TRANSACTION_CALLS.has(node.text)) return [`${at} ${node.text}`];
        // A method, property or function whose name speaks of transactions is a helper beside the Store's.
        if (
          (ts.isMethodDeclaration(node) || ts.isPropertyDeclaration(node) || ts.isFunctionDeclaration(node)) &&
          /transaction/i.test(node.name?.getText() ?? '')
        )
          return [`${at} ${node.name!.getText()}`];
        // A transaction function called directly, past the store.
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && /transaction/i.test(node.expression.text))
          return [`${at} ${node.expression.text}()`];
        // `.transaction(…)` of anything but a store (a manager's or a data source's).
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'transaction') {
          const receiver = node.expression.expression.getText();
          if (!/(^|\.)store$/.test(receiver)) return [`${at} ${receiver}.transaction`];
        }
        return [];
      }),
    );
    expect(helpers).toEqual([]);
  });

  it('has one store, a subclass of the runtime Store', () => {
    const stores = files.filter(({ tree }) =>
      nodes(tree).some((n) => ts.isHeritageClause(n) && n.types.some((t) => t.expression.getText() === 'Store')),
    );
    expect(stores.map(({ file }) => file)).toEqual([path.join(src, 'data', `${service}.store.ts`)]);
  });

  it('takes NATS messages in *.handler.ts files alone', () => {
    const elsewhere = files
      .filter(({ file }) => !file.endsWith('.handler.ts'))
      .flatMap(({ file, tree }) =>
        nodes(tree)
          .filter(ts.isDecorator)
          .map((d) => (ts.isCallExpression(d.expression) ? d.expression.expression.getText() : d.expression.getText()))
          .filter((name) => HANDLER_DECORATORS.has(name))
          .map((name) => `${file} @${name}`),
      );
    expect(elsewhere).toEqual([]);
  });
});
