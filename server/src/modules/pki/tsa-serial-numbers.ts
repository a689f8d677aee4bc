// Serial numbers of the platform TSA's tokens (RFC 3161 asks only that they be unique). They come
// from the database sequence pki_tsa_serial_seq — unique across every server process — but in
// blocks: one statement reserves BLOCK numbers, handed out one per token from memory, instead of a
// round trip to the database per time-stamp (an HR batch stamps thousands of documents). Numbers
// reserved by a process that stops are skipped, never reused.
import type { AppContext } from '../../context';

const BLOCK = 64;

export interface TsaSerialReserve {
  free: bigint[];
  refill?: Promise<void>;
}

export async function nextTsaSerialNumber(context: AppContext): Promise<bigint> {
  const reserve = context.memory.tsaSerials;
  while (reserve.free.length === 0) {
    // One refill at a time: stamps asked meanwhile wait for the same block.
    reserve.refill ??= refill(context, reserve).finally(() => (reserve.refill = undefined));
    await reserve.refill;
  }
  return reserve.free.shift()!;
}

async function refill(context: AppContext, reserve: TsaSerialReserve): Promise<void> {
  const rows = await context.database.query<{ value: string }>(
    "SELECT nextval('pki_tsa_serial_seq')::text AS value FROM generate_series(1, $1::int)",
    [BLOCK],
  );
  reserve.free.push(...rows.map((row) => BigInt(row.value)));
}
