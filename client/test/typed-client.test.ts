import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as TypeScript from 'typescript';
import { servedOpenApiDocument } from '../../server/src/cli/openapi-document.js';
import { typesOf } from '../scripts/types-of.js';

// The repository's TypeScript (client/ also holds the 5.x that openapi-typescript asks for).
const ts = createRequire(path.resolve(import.meta.dirname, '../../package.json'))('typescript') as typeof TypeScript;

const clientDir = path.resolve(import.meta.dirname, '..');
const generated = path.join(clientDir, 'src/generated/schema.d.ts');
const examples = readdirSync(path.join(clientDir, 'examples')).map((name) => path.join(clientDir, 'examples', name));

type Document = { paths: Record<string, Record<string, unknown>> };
let previous: TypeScript.Program | undefined;

/**
 * Type-checks the client and its examples as client/tsconfig.json does, with the types generated
 * from `document` in place of src/generated/schema.d.ts (none is written): the diagnostics.
 */
async function typeCheckAgainst(document: Document): Promise<string[]> {
  const types = await typesOf(document);
  const configFile = ts.readConfigFile(path.join(clientDir, 'tsconfig.json'), (f) => ts.sys.readFile(f));
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, clientDir);
  const host = ts.createCompilerHost(config.options);
  const { getSourceFile, fileExists, readFile } = host;
  // In a fresh clone src/generated/ does not exist yet (it is not in git): the resolver asks first.
  const directoryExists = host.directoryExists?.bind(host) ?? ts.sys.directoryExists;
  host.directoryExists = (d) => path.resolve(d) === path.dirname(generated) || directoryExists(d);
  host.fileExists = (f) => path.resolve(f) === generated || fileExists(f);
  host.readFile = (f) => (path.resolve(f) === generated ? types : readFile(f));
  host.getSourceFile = (f, language, ...rest) =>
    path.resolve(f) === generated ? ts.createSourceFile(f, types, language) : getSourceFile(f, language, ...rest);
  // The files that did not change (TypeScript's libs, openapi-fetch's types) are read once.
  const program = ts.createProgram([path.join(clientDir, 'src/index.ts'), ...examples], config.options, host, previous);
  previous = program;
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? path.relative(clientDir, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

let document: Document;
beforeAll(async () => {
  document = (await servedOpenApiDocument()) as Document;
});

describe('the typed client (issue 40)', () => {
  it('type-checks its example against types generated from the document the server serves', async () => {
    expect(examples.length).toBeGreaterThan(0);
    expect(await typeCheckAgainst(document)).toEqual([]);
  });

  // What CI catches: a change of the API that breaks a client's code.
  it('fails once the API drops or changes what the example calls', async () => {
    const withoutOrders = structuredClone(document);
    delete withoutOrders.paths['/api/Customer/Orders'];
    const errors = await typeCheckAgainst(withoutOrders);
    expect(errors.join('\n')).toMatch(/examples\/order-fresh-products\.ts: .*\/api\/Customer\/Orders/s);

    const renamed = structuredClone(document);
    const list = renamed.paths['/api/products']!.get as {
      responses: { 200: { content: { 'application/json': { schema: { properties: { data: unknown } } } } } };
    };
    const data = list.responses[200].content['application/json'].schema.properties.data as {
      properties: Record<string, unknown>;
    };
    data.properties.items = data.properties.products;
    delete data.properties.products;
    expect((await typeCheckAgainst(renamed)).join('\n')).toMatch(/Property 'products' does not exist/);
  });
});
