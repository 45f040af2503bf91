// The API document as a client generator reads it: Redocly's recommended lint (server/redocly.yaml) passes, and
// the types openapi-typescript generates from it compile, with operations named from their method and path.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, describe, it } from 'node:test';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import Fastify from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { createTestApp } from '../../testing/app.ts';
import { testEngine } from '../../testing/database.ts';
import openapiPlugin from './openapi.ts';

// The warnings the document keeps, each for a reason outside it. no-ambiguous-paths: the product's URLs put a
// word and a parameter at the same place (`/posts/user/{slug}` beside `/posts/{slug}/related`,
// `/medias/public/{slug}` beside `/medias/{id}/captions` and `/medias/{id}/transcode`); the router matches the word first, so a request
// always reaches one route. info-license: the portal states no licence.
// operation-2xx-response: the recovery-email link answers a redirect (303), never a 2xx.
const KEPT_WARNINGS = { 'no-ambiguous-paths': 32, 'info-license': 1, 'operation-2xx-response': 1 };

// A caller of the generated types: it compiles only if the operations are named as derived and typed.
const CLIENT = `import type { operations } from './api.ts';

type Json<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;
type Ok<Id extends keyof operations> = operations[Id]['responses'] extends { 200: infer Answer } ? Json<Answer> : never;

export const health: Ok<'getHealth'> = { status: 'ok' };
export const orderId = (order: Ok<'getOrdersById'>): string => order.Id;
export const cancelled = (order: Ok<'putOrdersByIdCancel'>): string => order.CreatedAt;
export const refused: Json<operations['getOrdersById']['responses']['4XX']> = {
  statusCode: 404,
  error: 'Not Found',
  message: 'The requested order could not be found.',
};
`;

/** The compiler's complaints about the files, type-checked strictly as one program without emitting. */
function typeErrors(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'portal-openapi-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const program = ts.createProgram(
    Object.keys(files).map((name) => join(dir, name)),
    {
      noEmit: true,
      strict: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.Preserve,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      lib: ['lib.es2023.d.ts'],
      types: [],
      skipLibCheck: true,
    },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

// The document is the same on either database: the PostgreSQL half of the suite skips it.
const onPostgres = testEngine === 'postgres' && 'the document does not depend on the database engine';

describe('the API document', { skip: onPostgres }, () => {
  let source = '';
  before(async () => {
    const app = await createTestApp();
    source = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    await app.close();
  });

  it('passes Redocly’s recommended lint: security, servers, a unique operationId and an error answer on every operation', async () => {
    const config = await loadConfig({
      configPath: fileURLToPath(new URL('../../../redocly.yaml', import.meta.url)),
    });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    assert.deepEqual(errors, []);
    const warnings: Record<string, number> = {};
    for (const { ruleId, severity } of problems)
      if (severity === 'warn') warnings[ruleId] = (warnings[ruleId] ?? 0) + 1;
    assert.deepEqual(warnings, KEPT_WARNINGS);
  });

  it('generates a typed client with openapi-typescript that compiles, its operations named by method and path', async () => {
    const api = astToString(await openapiTS(JSON.parse(source)));
    assert.deepEqual(typeErrors({ 'api.ts': api, 'client.ts': CLIENT }), []);
  });

  it('refuses, at start, two routes whose operationIds would be the same', async () => {
    const app = Fastify();
    await app.register(openapiPlugin);
    app.get('/api/course-notes', { schema: { summary: 'One' } }, async () => ({}));
    assert.throws(
      () => app.get('/api/course/notes', { schema: { summary: 'Two' } }, async () => ({})),
      /GET \/api\/course\/notes and GET \/api\/course-notes would both be operation getCourseNotes/,
    );
    await app.close();
  });
});
