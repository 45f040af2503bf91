// Named prepared statements on PGlite. Drizzle's `.prepare(name)` is a real prepared statement on PostgreSQL
// (postgres.js), but its PGlite driver ignores the name: every call parses, analyses and plans the SQL again,
// in five round trips into the WASM engine. On PGlite's one thread that was half of the hot read's time
// (docs/architecture.md#budgets). Here a statement the code names is parsed once per database and then only
// bound and executed, in one round trip. Transactions keep PGlite's own path.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import type { Db } from './client.ts';

type QueryClient = { query(text: string, params?: unknown[], options?: QueryOptions): Promise<Results> };
type Session = {
  prepareQuery(query: unknown, fields: unknown, name?: string, ...rest: unknown[]): { client: QueryClient };
};
type Statement = { name: string; paramTypes: number[] };

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.byteLength;
  }
  return all;
}

// Per database, by SQL text: an app's named queries are a fixed set, and the tests hand one PGlite to many
// apps in turn, which then share what the first prepared.
const prepared = new WeakMap<PGlite, Map<string, Promise<Statement>>>();
// Names are never reused, so a statement that failed half way cannot clash with a later one.
let statementCount = 0;

function statementFor(client: PGlite, text: string, options?: QueryOptions): Promise<Statement> {
  let statements = prepared.get(client);
  if (!statements) prepared.set(client, (statements = new Map()));
  let statement = statements.get(text);
  if (!statement) {
    statementCount += 1;
    const name = `portal_${statementCount}`;
    statement = client
      .execProtocolStream(
        concat([
          serialize.parse({ name, text, types: options?.paramTypes }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      )
      .then((described) => ({ name, paramTypes: parse.parseDescribeStatementResults(described) }));
    // A statement that failed to parse is tried again next time (and fails the same way, visibly).
    statement.catch(() => statements.delete(text));
    statements.set(text, statement);
  }
  return statement;
}

type Parsers = PGlite['parsers'];
const mergedParsers = new WeakMap<object, Parsers>();
/** The query's own parsers over PGlite's, which stay live underneath (it adds array types as it learns them). */
function parsersFor(client: PGlite, options?: QueryOptions): Parsers {
  const own = options?.parsers;
  if (!own) return client.parsers;
  let merged = mergedParsers.get(own);
  if (!merged)
    mergedParsers.set(own, (merged = Object.assign(Object.create(client.parsers) as Parsers, own)));
  return merged;
}

async function runPrepared(
  client: PGlite,
  text: string,
  params: unknown[],
  options?: QueryOptions,
): Promise<Results> {
  const { name, paramTypes } = await statementFor(client, text, options);
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const type = paramTypes[index] ?? 0;
    const toText = options?.serializers?.[type] ?? client.serializers[type];
    return toText ? toText(value) : String(value);
  });
  // Sync travels with the rest, so an error (a bad uuid, a constraint) leaves the session ready for the next.
  const messages = await client.execProtocolStream(
    concat([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  await client.syncToFs();
  // PGlite would copy its whole parser table into the query's on every call; drizzle's options are one object
  // per prepared query, so the merged table is made once for each.
  return parse.parseResults(messages, parsersFor(client, options), { ...options, parsers: undefined })[0]!;
}

/** Runs `db`'s named queries (`.prepare(name)`) as prepared statements of `client`. */
export function prepareNamedStatements(db: Db, client: PGlite): void {
  const namedClient: QueryClient = {
    // The locks PGlite's own query takes: after any open transaction, one statement at a time.
    query: (text, params = [], options) =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => runPrepared(client, text, params, options)),
      ),
  };
  const session = (db as unknown as { session: Session }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const prepared = prepareQuery(query, fields, name, ...rest);
    if (name) prepared.client = namedClient;
    return prepared;
  };
}
