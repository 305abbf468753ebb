import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Static checks of the services' one layout (docs/architecture.md): in each domain folder, the NATS patterns in
 * `*.handler.ts`, the rules in `*.service.ts`, the queries in `*.repository.ts`. TypeORM is imported only there and by
 * the entities, migrations, module and database list; every transaction is opened by the runtime's Store, which each
 * service extends once in `<service>.store.ts`.
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

const TYPEORM_FILES = /(\.repository|\.entity|\.module)\.ts$|\/migrations\/|\/database\.ts$/;
/** TypeORM's own ways of opening a transaction, which only the runtime's Store calls. */
const TRANSACTION_CALLS = new Set(['createQueryRunner', 'startTransaction', 'commitTransaction', 'rollbackTransaction']);
const HANDLER_DECORATORS = new Set(['Controller', 'Handles', 'MessagePattern', 'EventPattern']);

describe.each(SERVICES)('the %s service', (service) => {
  const files = sources(service);

  it('imports TypeORM only in its repositories, entities, migrations, module and database list', () => {
    const outside = files
      .filter(({ tree }) =>
        tree.statements.some((s) => ts.isImportDeclaration(s) && /^typeorm(\/|$)/.test((s.moduleSpecifier as ts.StringLiteral).text)),
      )
      .map(({ file }) => file)
      .filter((file) => !TYPEORM_FILES.test(file));
    expect(outside).toEqual([]);
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
    expect(stores.map(({ file }) => file)).toEqual([path.join('services', service, 'src', `${service}.store.ts`)]);
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
