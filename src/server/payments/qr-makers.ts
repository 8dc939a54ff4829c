// Whether the request that claimed a payment slot is still making its QR (issue 39 item 10). A slot whose QR is
// empty is either being made right now (wait for it) or was left by a process killed mid-call (close it and claim
// again). Age cannot tell them apart at once; the maker's own liveness can:
// - PostgreSQL: the maker holds an advisory lock named after the trade on a connection outside the pool, from
//   before the slot is claimed until its QR is written. A process that dies drops the connection and with it the lock, so a
//   rival that can take the lock knows at once that nobody is making that QR, whichever process it runs in.
// - PGlite: one process only (its directory is locked), so the makers alive are the ones this process knows of.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';

export interface QrMaker {
  /** Until `done`, this process is making the QR of `outTradeNo` (taken before the slot is claimed). */
  start(outTradeNo: string): Promise<{ done(): Promise<void> }>;
  /** Whether some process is making the QR of `outTradeNo` now. */
  isMaking(outTradeNo: string): Promise<boolean>;
}

const lockKey = (outTradeNo: string) => `payment-qr:${outTradeNo}`;

function inProcess(): QrMaker {
  const making = new Set<string>();
  return {
    async start(outTradeNo) {
      making.add(outTradeNo);
      return { done: async () => { making.delete(outTradeNo); } };
    },
    async isMaking(outTradeNo) {
      return making.has(outTradeNo);
    },
  };
}

function acrossProcesses(db: Db, pool: pg.Pool): QrMaker {
  // One connection outside the pool holds the locks of every QR this process is making, opened with the first and
  // closed with the last: it never takes a pool slot, and nothing stays open while no QR is being made.
  let holder: Promise<pg.Client> | null = null;
  let makingNow = 0;
  // One query at a time on the holder: pg queues overlapping ones itself, but that is deprecated (gone in pg 9), and
  // a lock taken and let go in the order asked is easier to reason about anyway.
  let lastQuery: Promise<unknown> = Promise.resolve();
  const inTurn = (held: Promise<pg.Client>, text: string, key: string) => {
    const next = lastQuery.catch(() => undefined).then(async () => (await held).query(text, [key]));
    lastQuery = next;
    return next;
  };
  const open = async () => {
    const client = new pg.Client(pool.options);
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  const leave = async (held: Promise<pg.Client>) => {
    makingNow -= 1;
    if (makingNow > 0 || holder !== held) return;
    holder = null;
    await held.then((client) => client.end()).catch(() => {});
  };
  return {
    async start(outTradeNo) {
      makingNow += 1;
      const held = holder ??= open();
      try {
        await inTurn(held, 'select pg_advisory_lock(hashtextextended($1, 0))', lockKey(outTradeNo));
      } catch (error) {
        if (holder === held) holder = null;
        await leave(held);
        throw error;
      }
      let finished = false;
      return {
        async done() {
          if (finished) return;
          finished = true;
          await inTurn(held, 'select pg_advisory_unlock(hashtextextended($1, 0))', lockKey(outTradeNo)).catch(() => {});
          await leave(held);
        },
      };
    },
    async isMaking(outTradeNo) {
      // Taken for a moment inside a transaction and let go with it: free means no living maker.
      return db.transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${lockKey(outTradeNo)}, 0)) as free`);
        const [row] = (result as unknown as { rows: { free: boolean }[] }).rows;
        return row?.free !== true;
      });
    },
  };
}

const makers = new WeakMap<Db, QrMaker>();

/** The maker registry of a database: one per database object, so every request of the process shares it. */
export function qrMakerOf(db: Db): QrMaker {
  let maker = makers.get(db);
  if (!maker) {
    const client = (db as unknown as { $client?: unknown }).$client;
    maker = client instanceof pg.Pool ? acrossProcesses(db, client) : inProcess();
    makers.set(db, maker);
  }
  return maker;
}
