import { memoryDuckDbForAll } from '@/tests/helpers/memory-duckdb';
import { PreparedStatementCache } from './prepared-statements';

const db = memoryDuckDbForAll();

async function answer(statements: PreparedStatementCache, sql: string, params: number[]) {
  return (await statements.runAndReadAll(sql, params)).getRowObjectsJS();
}

describe('PreparedStatementCache', () => {
  it('prepares a SQL text once and answers each call with its own parameters', async () => {
    const statements = new PreparedStatementCache(db.connection, 4);
    const sql = 'select $1::integer * 10 as x';
    const first = await statements.statementFor(sql);
    expect(await answer(statements, sql, [1])).toEqual([{ x: 10 }]);
    expect(await answer(statements, sql, [7])).toEqual([{ x: 70 }]);
    expect(await statements.statementFor(sql)).toBe(first);
    expect(statements.size).toBe(1);
  });

  it('keeps at most its capacity, dropping the least recently used, which is prepared again when asked', async () => {
    const statements = new PreparedStatementCache(db.connection, 2);
    const sqlOf = (n: number) => `select $1::integer + ${n} as x`;
    const one = await statements.statementFor(sqlOf(1));
    await statements.statementFor(sqlOf(2));
    await statements.statementFor(sqlOf(1)); // used again: 2 is now the oldest
    await statements.statementFor(sqlOf(3));
    expect(statements.size).toBe(2);
    expect(await statements.statementFor(sqlOf(1))).toBe(one);
    // 2 was dropped and destroyed; asking for it prepares a working statement again.
    expect(await answer(statements, sqlOf(2), [40])).toEqual([{ x: 42 }]);
    expect(statements.size).toBe(2);
  });

  it('forgets a statement on request, and the next call prepares a fresh one', async () => {
    const statements = new PreparedStatementCache(db.connection, 4);
    const sql = 'select $1::integer as x';
    const first = await statements.statementFor(sql);
    statements.forget(sql);
    expect(statements.size).toBe(0);
    const second = await statements.statementFor(sql);
    expect(second).not.toBe(first);
    expect(await answer(statements, sql, [5])).toEqual([{ x: 5 }]);
  });

  it('keeps nothing for SQL that does not prepare', async () => {
    const statements = new PreparedStatementCache(db.connection, 4);
    await expect(statements.statementFor('select from where $1')).rejects.toThrow(/syntax/i);
    expect(statements.size).toBe(0);
  });
});
