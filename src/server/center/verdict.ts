// What every center move answers: done (with what it changed), or refused with the words a person reads. The
// console, the integration API and the sandbox back office each answer those words in their own way.
import type { Db } from '../db/open.ts';
import type { Localized } from '../http/language.ts';
import { serverMessages } from '../http/messages.ts';
import type { StatusRefusal } from '../orders/status.ts';
import { statusRefusalMessages } from '../orders/status.ts';
import type { CenterRefusal } from './messages.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Why a move was refused: the order status machine's reasons, or the center's own (messages.ts). */
export type MoveRefusal = StatusRefusal | CenterRefusal | 'notFound';

export type Refused = { ok: false; refusal: MoveRefusal; message: Localized };
export type CenterVerdict<T> = ({ ok: true } & T) | Refused;

export const refused = (refusal: StatusRefusal | 'notFound'): Refused => ({
  ok: false, refusal, message: refusal === 'notFound' ? serverMessages.notFound : statusRefusalMessages[refusal],
});
