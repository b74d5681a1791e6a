import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** PostgreSQL's answer when a table changed so that a prepared statement's columns would differ. */
const STALE_STATEMENT = '0A000';

type Statement = { name: string; paramTypes: number[] };

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite whose `query` parses, plans and describes each query text once, as a named prepared
 * statement, and afterwards only binds and executes it in one call into the database. Plain
 * PGlite parses, describes and plans every query anew in six calls, which makes up most of a
 * short query's cost (about three times as slow for the token check); node-postgres gets the same
 * from Drizzle's `.prepare(name)`, which PGlite's Drizzle driver ignores. Transactions keep
 * PGlite's own path.
 */
export class PreparedPGlite extends PGlite {
  /** How many query texts stay prepared; the app has far fewer, so this only bounds odd cases. */
  protected readonly statementCacheSize: number = 500;
  readonly #statements = new Map<string, Statement>();
  #nextId = 0;

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) return super.query<T>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.runExclusive(() => this.#run<T>(text, params, options)));
  }

  async #run<T>(text: string, params: unknown[], options: QueryOptions | undefined, retried = false): Promise<Results<T>> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text, options));
    // Most recently used last, so the first entry is the one to drop when the cache is full.
    this.#statements.delete(text);
    this.#statements.set(text, statement);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const { messages } = await this.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
    } catch (error) {
      // A failed statement is parsed afresh next time: a schema change may have made it stale.
      await this.#forget(text);
      if (!retried && (error as { code?: string }).code === STALE_STATEMENT) return this.#run<T>(text, params, options, true);
      throw Object.assign(error as Error, { query: text, params });
    }
  }

  async #prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `aula_${++this.#nextId}`;
    const { messages } = await this.execProtocol(
      concat([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find((message) => message instanceof protocol.messages.ParameterDescriptionMessage);
    const statement: Statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    if (this.#statements.size >= this.statementCacheSize) await this.#forget(this.#statements.keys().next().value!);
    this.#statements.set(text, statement);
    return statement;
  }

  async #forget(text: string): Promise<void> {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    await this.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), {
      syncToFs: false,
      throwOnError: false,
    });
  }
}
