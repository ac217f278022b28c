// Named prepared statements for PGlite, as node-postgres keeps them for PostgreSQL. PGlite's
// `query` parses and plans every query again (an unnamed statement); a product detail spent
// ~2 ms of its ~2.4 ms there, in the database thread (issue 10). Here a query text is parsed
// once into a named statement, and PostgreSQL's plan cache then skips planning (after five runs
// it keeps a generic plan when that costs no more than the custom ones). Rows, types and errors
// are PGlite's own: the same protocol messages its `query` sends, bar the statement's name.
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/** Statements kept at most (by default); past that the least recently used is closed. */
const MAX_STATEMENTS = 200;

/** The part of PGlite this needs: its protocol and its two locks (what `query` takes). */
type Client = Pick<
  PGlite,
  'execProtocol' | 'parsers' | 'serializers' | '_runExclusiveQuery' | '_runExclusiveTransaction'
>;

interface Statement {
  name: string;
  /** The parameters' type ids, as the server described them. */
  types: number[];
}

/** Statement names are unique in the process, so two sets of statements on one client never clash. */
let next = 1;

export function preparedStatements(client: Client, { maxStatements = MAX_STATEMENTS } = {}) {
  const statements = new Map<string, Statement>();
  // Every message but the last leaves the data files alone; PGlite syncs after the Sync, as `query` does.
  const send = async (message: Uint8Array, syncToFs = false) =>
    (await client.execProtocol(message, { syncToFs })).messages;

  async function statementOf(text: string, options: QueryOptions): Promise<Statement> {
    const kept = statements.get(text);
    if (kept) {
      // Most recently used last, so the first is the one to close.
      statements.delete(text);
      statements.set(text, kept);
      return kept;
    }
    const name = `pglite_${next++}`;
    await send(protocol.serialize.parse({ name, text, types: options.paramTypes }));
    const types = parse.parseDescribeStatementResults(
      await send(protocol.serialize.describe({ type: 'S', name })),
    );
    const statement = { name, types };
    statements.set(text, statement);
    if (statements.size > maxStatements) {
      const [oldText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldText);
      await send(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    return statement;
  }

  /** `client.query(text, params, options)`, through a named statement; outside any transaction. */
  function query<T>(
    text: string,
    params: unknown[],
    options: QueryOptions = {},
  ): Promise<Results<T>> {
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const messages = [];
        try {
          const { name, types } = await statementOf(text, options);
          const values = params.map((param, i) => {
            if (param === null || param === undefined) return null;
            const serialize =
              options.serializers?.[types[i] as number] ?? client.serializers[types[i] as number];
            return serialize ? serialize(param) : (param as { toString(): string }).toString();
          });
          messages.push(...(await send(protocol.serialize.bind({ statement: name, values }))));
          messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
          messages.push(...(await send(protocol.serialize.execute({}))));
        } finally {
          messages.push(...(await send(protocol.serialize.sync(), true)));
        }
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  }

  /** How many statements are open (for tests). */
  const size = () => statements.size;
  return { query, size };
}
