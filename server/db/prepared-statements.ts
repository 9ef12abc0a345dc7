import pg from 'pg';

/** Statement texts one process names; any text past these runs unnamed, parsed every time. */
const MAX_NAMED_STATEMENTS = 500;
/** Longer texts (a many-row insert) are unlikely to repeat and are not worth keeping prepared. */
const MAX_NAMED_LENGTH = 8_000;

const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS && text.length <= MAX_NAMED_LENGTH) {
    name = `app_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

function hasValues(values: unknown): boolean {
  return Array.isArray(values) && values.length > 0;
}

/** The query config with a name, when it is a parameterised statement that has none. */
function named(config: unknown, values: unknown): unknown {
  if (typeof config === 'string') {
    const name = hasValues(values) ? nameFor(config) : undefined;
    return name ? { text: config, name } : config;
  }
  if (typeof config !== 'object' || config === null) return config;
  const query = config as pg.QueryConfig & { submit?: unknown };
  if (query.name || typeof query.submit === 'function' || typeof query.text !== 'string') return config;
  if (!hasValues(values) && !hasValues(query.values)) return config;
  const name = nameFor(query.text);
  return name ? { ...query, name } : config;
}

/**
 * A pg client that prepares each parameterised statement once per connection and reuses its
 * plan. node-postgres prepares only statements given a name; without one, PostgreSQL parses and
 * plans every statement again, which costs a booking more than running its statements does.
 * The same text always gets the same name, so a connection that has prepared it skips ahead.
 * (PgBouncer in transaction mode needs `max_prepared_statements` set for this.)
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    (this as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, values?: unknown, callback?: unknown) =>
      query(named(config, values), values, callback);
  }
}
