// Named statements answer as PGlite's own query does: rows, parameter types, errors, and a
// connection that keeps working after an error and after old statements are closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { preparedStatements } from './pglite-statements.ts';

describe('preparedStatements', () => {
  let client: PGlite;
  // PGlite's start takes seconds under load, more than the unit project's 10 s for a hook.
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(
      `create table items (id int primary key, name text not null, made timestamptz not null default '2026-11-24T00:00:00Z', tags jsonb not null default '[]')`,
    );
    await client.exec(
      `insert into items (id, name, tags) values (1, 'katup', '["a"]'), (2, 'silinder', '[]'), (3, 'selang', '["b","c"]')`,
    );
  }, 120_000);
  afterAll(async () => client.close());

  it('answers the rows and fields PGlite answers, in both row modes', async () => {
    const statements = preparedStatements(client);
    const text = 'select id, name, made, tags from items where id >= $1 and name <> $2 order by id';
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await client.query(text, [2, 'x'], { rowMode });
      for (let run = 0; run < 7; run++) {
        const answer = await statements.query(text, [2, 'x'], { rowMode });
        expect(answer.rows).toEqual(expected.rows);
        expect(answer.fields).toEqual(expected.fields);
      }
    }
    expect(statements.size()).toBe(1);
  });

  it('writes, and counts the rows it changed', async () => {
    const statements = preparedStatements(client);
    const answer = await statements.query('update items set name = $1 where id = $2', [
      'katup angin',
      1,
    ]);
    expect(answer.affectedRows).toBe(1);
    expect((await client.query('select name from items where id = 1')).rows).toEqual([
      { name: 'katup angin' },
    ]);
  });

  it('throws PostgreSQL errors and keeps working after them', async () => {
    const statements = preparedStatements(client);
    await expect(statements.query('select * from missing_table', [])).rejects.toMatchObject({
      code: '42P01',
    });
    await expect(
      statements.query('select id from items where id = $1', ['not a number']),
    ).rejects.toMatchObject({ code: '22P02' });
    await expect(
      statements.query('insert into items (id, name) values ($1, $2)', [2, 'dup']),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await statements.query('select id from items where id = $1', [3])).rows).toEqual([
      { id: 3 },
    ]);
  });

  it('closes the least recently used statement past its bound', async () => {
    const openStatements = async () =>
      (
        await client.query<{ count: number }>(
          'select count(*)::int as count from pg_prepared_statements',
        )
      ).rows[0]?.count ?? 0;
    const before = await openStatements();
    const statements = preparedStatements(client, { maxStatements: 2 });
    for (const id of [1, 2, 3, 1, 2, 3]) {
      const answer = await statements.query(`select ${id} as n, name from items where id = $1`, [
        id,
      ]);
      expect(answer.rows).toEqual([{ n: id, name: expect.any(String) }]);
    }
    expect(statements.size()).toBe(2);
    expect((await openStatements()) - before).toBe(2);
  });
});
