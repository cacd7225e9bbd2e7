import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryTemplate } from '../../src/lib/query-template';

interface Db {
  items: { id: string; owner: string; status: string; created_at: string };
}

/** Compiles only: the template's output is compared with what Kysely compiles for the same values anew. */
const db = new Kysely<Db>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

type Values = { owner?: string | undefined; status?: string | undefined; limit: number };
const build = (values: Values) => {
  let query = db.selectFrom('items').selectAll();
  if (values.owner) query = query.where((eb) => eb.or([eb('owner', '=', values.owner!), eb('id', '=', values.owner!)]));
  if (values.status) query = query.where('status', '=', values.status);
  return query.where('created_at', '>', '2026').limit(values.limit);
};

describe('queryTemplate', () => {
  it('gives the same SQL and parameters as compiling anew, for each shape and each call', () => {
    const template = queryTemplate(build);
    const calls: Values[] = [
      { owner: 'u1', status: undefined, limit: 10 },
      { owner: 'u2', status: undefined, limit: 5 },
      { owner: undefined, status: 'active', limit: 10 },
      { owner: 'u3', status: 'draft', limit: 1 },
      { owner: 'u1', status: undefined, limit: 10 },
    ];
    for (const values of calls) {
      const { sql, parameters } = template(values);
      const fresh = build(values).compile();
      expect({ sql, parameters }).toEqual({ sql: fresh.sql, parameters: fresh.parameters });
    }
  });

  it('refuses a build that uses a value only after changing it', () => {
    const template = queryTemplate((values: { text: string }) => db.selectFrom('items').selectAll().where('owner', 'like', `%${values.text}%`));
    expect(() => template({ text: 'gold' })).toThrow(/text not used as parameters/);
  });
});
