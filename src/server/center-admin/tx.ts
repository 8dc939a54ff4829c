import type { Db } from '../db/open.ts';

/** A drizzle transaction: where a change and its audit row are written together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
