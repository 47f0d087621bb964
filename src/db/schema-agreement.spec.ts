import { expect, test } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations } from './migrate.ts';
import { parseList, parsePrismaSchema, type PrismaField, type PrismaIndex, type PrismaModel, type PrismaSchema } from './prisma-schema.ts';

/**
 * Prisma's schema engine cannot run here, so `prisma migrate diff` cannot tell
 * whether the hand-written migrations build what schema.prisma describes. This
 * file does: it applies every migration to a fresh database and compares the
 * result, table by table, with schema.prisma, using Prisma's own conventions
 * (column types, constraint names, referential actions, defaults).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS_DIR = path.join(ROOT, 'prisma/migrations');
const SCHEMA_SOURCE = readFileSync(path.join(ROOT, 'prisma/schema.prisma'), 'utf8');

// ---------------------------------------------------------------- introspection

type Column = { dataType: string; udtName: string; nullable: boolean; default: string | null; precision: number | null };
type Index = { table: string; name: string; unique: boolean; primary: boolean; partial: boolean; columns: string[] };
type ForeignKey = { table: string; name: string; columns: string[]; refTable: string; refColumns: string[]; onDelete: string; onUpdate: string };
type Snapshot = {
  enums: Map<string, string[]>;
  /** table name to its columns */
  tables: Map<string, Map<string, Column>>;
  indexes: Index[];
  foreignKeys: ForeignKey[];
};

async function introspect(client: pg.Client): Promise<Snapshot> {
  const enums = await client.query<{ name: string; values: string[] }>(`
    SELECT t.typname::text AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS values
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' GROUP BY t.typname`);
  const tables = await client.query<{ name: string }>(`
    SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  const columns = await client.query<{ table: string; name: string; data_type: string; udt_name: string; nullable: boolean; default: string | null; precision: number | null }>(`
    SELECT table_name::text AS table, column_name::text AS name, data_type::text, udt_name::text,
           is_nullable = 'YES' AS nullable, column_default::text AS default, datetime_precision::int AS precision
    FROM information_schema.columns WHERE table_schema = 'public'`);
  const indexes = await client.query<Index>(`
    SELECT t.relname::text AS table, i.relname::text AS name, ix.indisunique AS unique, ix.indisprimary AS primary,
           ix.indpred IS NOT NULL AS partial,
           ARRAY(SELECT trim(both '"' from pg_get_indexdef(ix.indexrelid, k, true))
                        || CASE WHEN ix.indoption[k - 1] & 1 = 1 THEN ' DESC' ELSE '' END
                 FROM generate_series(1, ix.indnkeyatts) AS k ORDER BY k) AS columns
    FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = 'public'`);
  const foreignKeys = await client.query<ForeignKey>(`
    SELECT t.relname::text AS table, c.conname::text AS name, rt.relname::text AS "refTable",
           ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.ord) AS columns,
           ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.ord) AS "refColumns",
           c.confdeltype::text AS "onDelete", c.confupdtype::text AS "onUpdate"
    FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class rt ON rt.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace WHERE c.contype = 'f' AND n.nspname = 'public'`);

  const snapshot: Snapshot = {
    enums: new Map(enums.rows.map((row) => [row.name, row.values])),
    tables: new Map(tables.rows.map((row) => [row.name, new Map<string, Column>()])),
    indexes: indexes.rows,
    foreignKeys: foreignKeys.rows,
  };
  for (const row of columns.rows) {
    snapshot.tables.get(row.table)?.set(row.name, {
      dataType: row.data_type,
      udtName: row.udt_name,
      nullable: row.nullable,
      default: row.default,
      precision: row.precision,
    });
  }
  return snapshot;
}

// ---------------------------------------------------------------- comparison

const SCALAR_COLUMN: Record<string, { dataType: string; udtName: string }> = {
  String: { dataType: 'text', udtName: 'text' },
  Int: { dataType: 'integer', udtName: 'int4' },
  BigInt: { dataType: 'bigint', udtName: 'int8' },
  Float: { dataType: 'double precision', udtName: 'float8' },
  Boolean: { dataType: 'boolean', udtName: 'bool' },
  DateTime: { dataType: 'timestamp without time zone', udtName: 'timestamp' },
  Json: { dataType: 'jsonb', udtName: 'jsonb' },
};

/** Foreign-key action codes of pg_constraint, by Prisma's referential action names. */
const ACTION_CODE: Record<string, string> = { NoAction: 'a', Restrict: 'r', Cascade: 'c', SetNull: 'n', SetDefault: 'd' };

/** The column Prisma would create for a field, or a reason it cannot say. */
function expectedColumn(model: PrismaModel, field: PrismaField): Column | string {
  let type = field.kind === 'enum' ? { dataType: 'USER-DEFINED', udtName: field.type } : SCALAR_COLUMN[field.type];
  let precision: number | null = field.type === 'DateTime' ? 3 : null;
  const native = field.nativeType === null ? null : /^(\w+)(?:\((\d+)\))?$/.exec(field.nativeType);
  if (native && native[1] === 'Uuid' && field.type === 'String') type = { dataType: 'uuid', udtName: 'uuid' };
  else if (native && native[1] === 'Timestamptz' && field.type === 'DateTime') {
    type = { dataType: 'timestamp with time zone', udtName: 'timestamptz' };
    if (native[2] === undefined) return '@db.Timestamptz without a precision is not covered by this test';
    precision = Number(native[2]);
  } else if (field.nativeType !== null) return `native type @db.${field.nativeType} on ${field.type} is not covered by this test`;
  if (!type) return `type ${field.type} is not covered by this test`;

  const expectedDefault = defaultExpression(model, field);
  if (expectedDefault instanceof Error) return expectedDefault.message;
  return {
    dataType: field.list ? 'ARRAY' : type.dataType,
    udtName: field.list ? `_${type.udtName}` : type.udtName,
    // Prisma creates scalar-list columns without NOT NULL; other columns are nullable exactly when `?`.
    nullable: field.optional || field.list,
    default: expectedDefault,
    precision: field.list ? null : precision,
  };
}

/** The column default Postgres reports for Prisma's @default, null when the database has none. */
function defaultExpression(model: PrismaModel, field: PrismaField): string | null | Error {
  const value = field.default;
  if (value === null) return null;
  if (value === 'autoincrement()') return `nextval('${model.table}_${field.column}_seq'::regclass)`;
  if (value === 'now()') return 'CURRENT_TIMESTAMP';
  if (/^(uuid|cuid|nanoid|ulid)\(.*\)$/.test(value)) return null; // generated by Prisma Client, not the database
  if (field.kind === 'enum') {
    const typeName = /^[a-z_][a-z0-9_]*$/.test(field.type) ? field.type : `"${field.type}"`;
    const literal = (item: string) => `'${item}'::${typeName}`;
    return field.list ? `ARRAY[${parseList(value).map(literal).join(', ')}]` : literal(value);
  }
  if (!field.list && /^(-?\d+(\.\d+)?|true|false)$/.test(value)) return value;
  if (!field.list && field.type === 'String' && /^"[^"'\\]*"$/.test(value)) return `'${value.slice(1, -1)}'::text`;
  return new Error(`@default(${value}) is not covered by this test`);
}

const conventionalName = (table: string, columns: string[], suffix: string) => `${table}_${columns.join('_')}_${suffix}`;

/** Every way the database built by the migrations differs from the schema; empty when they agree. */
function compareSchema(schema: PrismaSchema, db: Snapshot): string[] {
  const problems: string[] = [];

  for (const { name, values } of schema.enums) {
    const actual = db.enums.get(name);
    if (!actual) problems.push(`enum ${name}: no such Postgres enum type`);
    else if (actual.join(',') !== values.join(',')) problems.push(`enum ${name}: Postgres has [${actual.join(', ')}], schema.prisma has [${values.join(', ')}]`);
  }
  for (const name of db.enums.keys()) {
    if (!schema.enums.some((e) => e.name === name)) problems.push(`enum type ${name} exists in Postgres but not in schema.prisma`);
  }

  for (const table of db.tables.keys()) {
    if (table !== '_prisma_migrations' && !schema.models.some((m) => m.table === table)) problems.push(`table ${table} exists but no model maps to it`);
  }

  for (const model of schema.models) {
    const columns = db.tables.get(model.table);
    if (!columns) {
      problems.push(`model ${model.name}: table ${model.table} does not exist`);
      continue;
    }
    const scalarFields = model.fields.filter((field) => field.kind !== 'relation');
    const columnOf = (fieldName: string) => scalarFields.find((f) => f.name === fieldName)?.column ?? `<no field ${fieldName}>`;

    for (const field of scalarFields) {
      const where = `${model.name}.${field.name} (${model.table}.${field.column})`;
      const actual = columns.get(field.column);
      const expected = expectedColumn(model, field);
      if (!actual) problems.push(`${where}: column does not exist`);
      else if (typeof expected === 'string') problems.push(`${where}: ${expected}`);
      else {
        for (const key of ['dataType', 'udtName', 'nullable', 'default', 'precision'] as const) {
          if (actual[key] !== expected[key]) problems.push(`${where}: ${key} is ${String(actual[key])}, schema.prisma implies ${String(expected[key])}`);
        }
      }
    }
    for (const column of columns.keys()) {
      if (!scalarFields.some((field) => field.column === column)) problems.push(`model ${model.name}: column ${model.table}.${column} is not in schema.prisma`);
    }

    // Indexes: the primary key, unique indexes and plain indexes, each on exactly its columns in order.
    type Expected = { describe: string; index: PrismaIndex; primary: boolean; unique: boolean; suffix: string };
    const expectedIndexes: Expected[] = [
      ...(model.id ? [{ describe: '@id', index: model.id, primary: true, unique: true, suffix: 'pkey' }] : []),
      ...model.uniques.map((index) => ({ describe: '@unique', index, primary: false, unique: true, suffix: 'key' })),
      ...model.indexes.map((index) => ({ describe: '@@index', index, primary: false, unique: false, suffix: 'idx' })),
    ];
    if (!model.id) problems.push(`model ${model.name}: has no @id`);
    const tableIndexes = db.indexes.filter((index) => index.table === model.table);
    const matched = new Set<Index>();
    for (const { describe, index, primary, unique, suffix } of expectedIndexes) {
      const columnNames = index.fields.map((f) => columnOf(f.field));
      const wanted = index.fields.map((f, i) => `${columnNames[i]}${f.desc ? ' DESC' : ''}`);
      const label = `model ${model.name}: ${describe}([${index.fields.map((f) => f.field + (f.desc ? '(sort: Desc)' : '')).join(', ')}])`;
      const found = tableIndexes.find((actual) => actual.primary === primary && actual.unique === unique && !actual.partial && actual.columns.join(',') === wanted.join(','));
      if (!found) {
        problems.push(`${label}: no ${primary ? 'primary key' : unique ? 'unique index' : 'index'} on ${model.table}(${wanted.join(', ')})`);
        continue;
      }
      matched.add(found);
      const name = index.map ?? (primary ? `${model.table}_pkey` : conventionalName(model.table, columnNames, suffix));
      if (found.name !== name) problems.push(`${label}: index is named ${found.name}, Prisma names it ${name}`);
    }
    for (const index of tableIndexes) {
      if (!matched.has(index)) problems.push(`model ${model.name}: index ${index.name} on ${model.table}(${index.columns.join(', ')}) is not in schema.prisma`);
    }

    // Foreign keys: one per relation field that holds `fields: [...]`, with Prisma's default actions.
    const tableKeys = db.foreignKeys.filter((key) => key.table === model.table);
    const matchedKeys = new Set<ForeignKey>();
    for (const field of model.fields) {
      if (!field.relation) continue;
      const target = schema.models.find((m) => m.name === field.type);
      if (!target) throw new Error(`${model.name}.${field.name}: no model ${field.type}`);
      const label = `${model.name}.${field.name} -> ${target.name}`;
      const keyColumns = field.relation.fields.map(columnOf);
      const refColumns = field.relation.references.map((name) => target.fields.find((f) => f.name === name)?.column ?? `<no field ${name}>`);
      const found = tableKeys.find((key) => key.columns.join(',') === keyColumns.join(','));
      if (!found) {
        problems.push(`${label}: no foreign key on ${model.table}(${keyColumns.join(', ')})`);
        continue;
      }
      matchedKeys.add(found);
      const optional = field.relation.fields.some((name) => model.fields.find((f) => f.name === name)?.optional);
      const expected = {
        name: field.relation.map ?? conventionalName(model.table, keyColumns, 'fkey'),
        refTable: target.table,
        refColumns: refColumns.join(','),
        onDelete: ACTION_CODE[field.relation.onDelete ?? (optional ? 'SetNull' : 'Restrict')],
        onUpdate: ACTION_CODE[field.relation.onUpdate ?? 'Cascade'],
      };
      const actual = { ...found, refColumns: found.refColumns.join(',') };
      for (const key of ['name', 'refTable', 'refColumns', 'onDelete', 'onUpdate'] as const) {
        if (actual[key] !== expected[key]) problems.push(`${label}: foreign key ${key} is ${actual[key]}, schema.prisma implies ${String(expected[key])}`);
      }
    }
    for (const key of tableKeys) {
      if (!matchedKeys.has(key)) problems.push(`model ${model.name}: foreign key ${key.name} on ${model.table}(${key.columns.join(', ')}) is not in schema.prisma`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------- scratch databases

const adminUrl = () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run through `npx playwright test`, whose global setup starts PostgreSQL');
  return url;
};
const scratchDatabases: string[] = [];

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server; dropped in afterAll. */
async function createScratchDatabase(): Promise<string> {
  const name = `schema_check_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  scratchDatabases.push(name);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

function migrationFolders(): { name: string; checksum: string }[] {
  return readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(MIGRATIONS_DIR, entry.name, 'migration.sql')))
    .map((entry) => ({
      name: entry.name,
      checksum: createHash('sha256').update(readFileSync(path.join(MIGRATIONS_DIR, entry.name, 'migration.sql'))).digest('hex'),
    }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

async function refusal(statement: Promise<unknown>): Promise<pg.DatabaseError> {
  try {
    await statement;
  } catch (error) {
    if (error instanceof pg.DatabaseError) return error;
    throw error;
  }
  throw new Error('expected the database to refuse the statement');
}

// ---------------------------------------------------------------- tests

// One worker, one scratch database, tests in order (a failure still lets the rest run).
test.describe.configure({ mode: 'default' });

let databaseUrl = '';
let client: pg.Client;
let firstRun: string[] = [];

test.beforeAll(async () => {
  databaseUrl = await createScratchDatabase();
  firstRun = await applyMigrations(databaseUrl);
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
});

test.afterAll(async () => {
  await client?.end();
  await withAdmin(async (admin) => {
    const names = scratchDatabases.splice(0);
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const left = await admin.query('SELECT datname FROM pg_database WHERE datname = ANY($1)', [names]);
    expect(left.rows, 'scratch databases left behind').toEqual([]);
  });
});

test.describe('schema.prisma and the migrations', () => {
  test('the parser reads every enum and model of schema.prisma', () => {
    const schema = parsePrismaSchema(SCHEMA_SOURCE);
    expect(schema.enums.map((e) => e.name)).toEqual([...SCHEMA_SOURCE.matchAll(/^enum (\w+)/gm)].map((m) => m[1]));
    expect(schema.models.map((m) => m.name)).toEqual([...SCHEMA_SOURCE.matchAll(/^model (\w+)/gm)].map((m) => m[1]));
    const task = schema.models.find((m) => m.name === 'Task');
    expect(task?.table).toBe('tasks');
    expect(task?.indexes).toContainEqual({ fields: [{ field: 'agentId', desc: false }, { field: 'createdAt', desc: true }], map: null });
    expect(task?.fields.find((f) => f.name === 'agent')?.relation).toMatchObject({ fields: ['agentId'], references: ['id'] });
  });

  test('the migrated database is exactly what schema.prisma describes', async () => {
    const problems = compareSchema(parsePrismaSchema(SCHEMA_SOURCE), await introspect(client));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the comparison reports a deliberately altered schema, naming the model and field', async () => {
    const snapshot = await introspect(client);
    const fieldOf = (schema: PrismaSchema, modelName: string, fieldName: string): PrismaField => {
      const field = schema.models.find((m) => m.name === modelName)?.fields.find((f) => f.name === fieldName);
      if (!field) throw new Error(`no ${modelName}.${fieldName} to alter`);
      return field;
    };
    const modelOf = (schema: PrismaSchema, modelName: string): PrismaModel => {
      const model = schema.models.find((m) => m.name === modelName);
      if (!model) throw new Error(`no model ${modelName} to alter`);
      return model;
    };
    const alterations: { change: string; alter: (schema: PrismaSchema) => void; reported: string[] }[] = [
      {
        change: 'a field mapped to another column',
        alter: (s) => void (fieldOf(s, 'Agent', 'ownerEmail').column = 'owner_mail'),
        reported: ['Agent.ownerEmail (agents.owner_mail): column does not exist', 'model Agent: column agents.owner_email is not in schema.prisma'],
      },
      {
        change: 'an optional field made required',
        alter: (s) => void (fieldOf(s, 'Task', 'closedAt').optional = false),
        reported: ['Task.closedAt (tasks.closed_at): nullable is true, schema.prisma implies false'],
      },
      {
        change: 'a field of another type',
        alter: (s) => void (fieldOf(s, 'Task', 'lat').type = 'Int'),
        reported: ['Task.lat (tasks.lat): dataType is double precision, schema.prisma implies integer'],
      },
      {
        change: 'a different default',
        alter: (s) => void (fieldOf(s, 'Agent', 'balanceCents').default = '100'),
        reported: ['Agent.balanceCents (agents.balance_cents): default is 0, schema.prisma implies 100'],
      },
      {
        change: 'an enum value dropped',
        alter: (s) => void s.enums.find((e) => e.name === 'TaskStatus')?.values.pop(),
        reported: ['enum TaskStatus: Postgres has [dispatched'],
      },
      {
        change: 'an index sorted the other way',
        alter: (s) => {
          const column = modelOf(s, 'Task').indexes[0]?.fields[1];
          if (column) column.desc = false;
        },
        reported: ['model Task: @@index([agentId, createdAt]): no index on tasks(agent_id, created_at)', 'model Task: index tasks_agent_id_created_at_idx'],
      },
      {
        change: 'a unique constraint dropped',
        alter: (s) => void (modelOf(s, 'Dispute').uniques = []),
        reported: ['model Dispute: index disputes_task_id_key on disputes(task_id) is not in schema.prisma'],
      },
      {
        change: 'a relation dropped',
        alter: (s) => void (fieldOf(s, 'LedgerEntry', 'task').relation = null),
        reported: ['model LedgerEntry: foreign key ledger_entries_task_id_fkey'],
      },
      {
        change: 'a relation given another onDelete',
        alter: (s) => {
          const relation = fieldOf(s, 'Task', 'agent').relation;
          if (relation) relation.onDelete = 'Cascade';
        },
        reported: ['Task.agent -> Agent: foreign key onDelete is r, schema.prisma implies c'],
      },
      {
        change: 'a model removed',
        alter: (s) => void (s.models = s.models.filter((m) => m.name !== 'RateLimitBucket')),
        reported: ['table rate_limit_buckets exists but no model maps to it'],
      },
    ];
    for (const { change, alter, reported } of alterations) {
      const schema = parsePrismaSchema(SCHEMA_SOURCE);
      alter(schema);
      const problems = compareSchema(schema, snapshot);
      for (const message of reported) {
        expect(problems.some((problem) => problem.startsWith(message)), `${change}: expected "${message}" among:\n${problems.join('\n')}`).toBe(true);
      }
    }
  });
});

test.describe('the migration runner', () => {
  test('records each migration folder once, as prisma migrate deploy does', async () => {
    const folders = migrationFolders();
    expect(folders.length).toBeGreaterThan(0);
    expect(firstRun).toEqual(folders.map((f) => f.name));
    const rows = await client.query<{ migration_name: string; checksum: string; applied_steps_count: number; finished: boolean; rolled_back: boolean }>(`
      SELECT migration_name, checksum, applied_steps_count, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back
      FROM "_prisma_migrations" ORDER BY migration_name`);
    expect(rows.rows).toEqual(
      folders.map(({ name, checksum }) => ({ migration_name: name, checksum, applied_steps_count: 1, finished: true, rolled_back: false })),
    );
  });

  test('applying again applies nothing', async () => {
    expect(await applyMigrations(databaseUrl)).toEqual([]);
    const count = await client.query<{ count: string }>('SELECT count(*) FROM "_prisma_migrations"');
    expect(Number(count.rows[0]?.count)).toBe(migrationFolders().length);
  });

  test('two concurrent runs on a fresh database apply each migration exactly once', async () => {
    const url = await createScratchDatabase();
    const [a, b] = await Promise.all([applyMigrations(url), applyMigrations(url)]);
    const names = migrationFolders().map((f) => f.name);
    expect([...a, ...b].sort()).toEqual(names);
    const fresh = new pg.Client({ connectionString: url });
    await fresh.connect();
    try {
      const rows = await fresh.query<{ migration_name: string; count: string }>(
        'SELECT migration_name, count(*) FROM "_prisma_migrations" GROUP BY migration_name ORDER BY migration_name',
      );
      expect(rows.rows).toEqual(names.map((name) => ({ migration_name: name, count: '1' })));

      // A migration edited after it was applied is refused, not silently skipped.
      await fresh.query('UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2', ['0'.repeat(64), names[0]]);
      await expect(applyMigrations(url)).rejects.toThrow(`migration ${names[0]} was edited after it was applied`);
    } finally {
      await fresh.end();
    }
  });
});

test.describe('ledger rules in the migration SQL', () => {
  test('ledger entries are insert-only, balances never negative, amounts positive', async () => {
    const agent = await client.query<{ id: string }>(
      `INSERT INTO agents (id, name, api_key_hash) VALUES (gen_random_uuid(), 'ledger check', $1) RETURNING id`,
      [randomBytes(8).toString('hex')],
    );
    const agentId = agent.rows[0]?.id;
    const entry = await client.query<{ id: string }>(
      `INSERT INTO ledger_entries (kind, debit_account, credit_account, amount_cents, agent_id)
       VALUES ('signup_grant', 'external', 'agent_balance', 500, $1) RETURNING id`,
      [agentId],
    );
    const entryId = entry.rows[0]?.id;

    const update = await refusal(client.query('UPDATE ledger_entries SET amount_cents = 1 WHERE id = $1', [entryId]));
    expect(update.code).toBe('23001'); // restrict_violation, raised by the insert-only trigger
    expect(update.message).toContain('ledger_entries is insert-only (UPDATE refused)');
    const remove = await refusal(client.query('DELETE FROM ledger_entries WHERE id = $1', [entryId]));
    expect(remove.message).toContain('ledger_entries is insert-only (DELETE refused)');
    const truncate = await refusal(client.query('TRUNCATE ledger_entries'));
    expect(truncate.message).toContain('ledger_entries is insert-only (TRUNCATE refused)');
    const unchanged = await client.query('SELECT amount_cents FROM ledger_entries WHERE id = $1', [entryId]);
    expect(unchanged.rows).toEqual([{ amount_cents: 500 }]);

    const negative = await refusal(client.query('UPDATE agents SET balance_cents = -1 WHERE id = $1', [agentId]));
    expect(negative.code).toBe('23514'); // check_violation
    expect(negative.constraint).toBe('agents_balance_cents_nonnegative');

    const zero = await refusal(
      client.query(
        `INSERT INTO ledger_entries (kind, debit_account, credit_account, amount_cents, agent_id)
         VALUES ('top_up', 'external', 'agent_balance', 0, $1)`,
        [agentId],
      ),
    );
    expect(zero.code).toBe('23514');
    expect(zero.constraint).toBe('ledger_entries_amount_positive');
  });
});
