// One Drizzle transaction seen two ways: as raw SQL with $n parameters (what this module writes)
// and as the Drizzle handle other modules take (recordSealUse, sendNotice), so a signature, its
// seal-use entry and its notices commit or roll back together.
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, SqlRunner } from '../../db/open-database';

export interface ContractTx extends SqlRunner {
  db: Db;
}

/** `SELECT … WHERE a = $1 AND b = $2` with params → a Drizzle SQL object with bound values. */
function bind(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    if (index % 2 === 0) chunks.push(sql.raw(parts[index]!));
    else chunks.push(sql`${params[Number(parts[index]) - 1]}`);
  }
  return sql.join(chunks);
}

export function runnerOf(db: Db): ContractTx {
  return {
    db,
    exec: async (text) => void (await db.execute(sql.raw(text))),
    query: async <T>(text: string, params: unknown[] = []) => {
      const result = (await db.execute(bind(text, params))) as unknown as { rows: T[] };
      return result.rows;
    },
  };
}

export function contractTransaction<T>(context: AppContext, work: (tx: ContractTx) => Promise<T>): Promise<T> {
  return context.database.db.transaction((tx) => work(runnerOf(tx as unknown as Db)));
}
