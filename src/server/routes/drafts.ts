import type { Context } from 'hono';
import type { OperationHandlers } from '../app.ts';
import { createBody, BODY_MAX_BYTES, SNAPSHOT_MAX_BYTES, saveBody, snapshotBytes } from '../drafts/body.ts';
import { draftMessages } from '../drafts/messages.ts';
import {
  countOpenDrafts, createDraft, deleteDraft, findDraft, isSubmitted, listOpenDrafts, saveDraft, type DraftRow,
} from '../drafts/store.ts';
import { changesSubmittedData } from '../drafts/submitted-part.ts';
import { draftTitles } from '../drafts/title.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { paging } from '../http/query.ts';
import { nextStatus, statusRefusalMessages } from '../orders/status.ts';
import { jsonFrom, parse } from '../http/handlers/input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { accountWords } from '../http/handlers/words.ts';
import { now } from '../http/handlers/clock.ts';

// The to-do list of spec §2: drafts are persisted application actors (decision 013). Another user's draft
// answers 404 exactly like a missing one, so ids never reveal what exists.

function toDraft(row: DraftRow) {
  return {
    id: row.id,
    snapshot: row.snapshot,
    summary: row.summary,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The body, refused as too large before parsing when it could not hold a snapshot within the limit. */
async function boundedBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (Buffer.byteLength(text, 'utf8') > BODY_MAX_BYTES) return refuse(400, draftMessages.tooLarge);
  return jsonFrom(c, text);
}

function withinLimit(c: Context<AppEnv>, snapshot: unknown) {
  if (snapshotBytes(snapshot) > SNAPSHOT_MAX_BYTES) refuse(400, draftMessages.tooLarge);
}

async function ownDraft(c: Context<AppEnv>, userId: string): Promise<DraftRow> {
  const draft = await findDraft(c.get('db'), userId, c.req.param('id') ?? '');
  return draft ?? refuse(404, 'notFound');
}

export const draftHandlers: OperationHandlers = {
  async countDrafts(c) {
    const userId = currentUserId(c);
    return ok(c, 'countDrafts', { count: await countOpenDrafts(c.get('db'), userId) });
  },

  async listDrafts(c) {
    const userId = currentUserId(c);
    const { page, size, offset } = paging(c);
    const { rows, total } = await listOpenDrafts(c.get('db'), userId, { size, offset });
    const titles = await draftTitles(c.get('db'), rows, c.get('language'));
    return ok(c, 'listDrafts', {
      records: rows.map((row) => ({
        id: row.id,
        title: titles.get(row.id) ?? row.summary.title,
        applicantNames: row.summary.applicantNames,
        step: row.summary.step,
        version: row.version,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      total,
      page,
      size,
    });
  },

  async createDraft(c) {
    const userId = currentUserId(c);
    const body = parse(c, createBody, await boundedBody(c), { words: accountWords });
    withinLimit(c, body.snapshot);
    const draft = await createDraft(c.get('db'), userId, body, now(c));
    return ok(c, 'createDraft', toDraft(draft ?? refuse(404, 'notFound')));
  },

  async getDraft(c) {
    const userId = currentUserId(c);
    return ok(c, 'getDraft', toDraft(await ownDraft(c, userId)));
  },

  async saveDraft(c) {
    const userId = currentUserId(c);
    const raw = await boundedBody(c);
    if (typeof (raw as { version?: unknown } | null)?.version !== 'number') refuse(400, draftMessages.versionRequired);
    const body = parse(c, saveBody, raw, { words: accountWords });
    withinLimit(c, body.snapshot);
    const db = c.get('db');
    const draft = await ownDraft(c, userId);
    if (draft.version !== body.version) refuse(409, draftMessages.changedElsewhere);
    // After submission the flow goes on (signing, delivery, payment) but what was submitted stays as it was.
    if (await isSubmitted(db, draft)) {
      const verdict = changesSubmittedData(draft.snapshot, body.snapshot) ? nextStatus('submitted', 'changed') : null;
      if (verdict && !verdict.ok) refuse(409, statusRefusalMessages[verdict.refusal]);
    }
    const saved = await saveDraft(db, userId, draft.id, body.version, body, now(c));
    // Another save won between reading and writing: the same answer as a stale version.
    return saved ? ok(c, 'saveDraft', toDraft(saved)) : refuse(409, draftMessages.changedElsewhere);
  },

  async deleteDraft(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const draft = await ownDraft(c, userId);
    // A submitted application is withdrawn by cancelling its order, not by dropping the draft.
    if (await isSubmitted(db, draft)) refuse(409, statusRefusalMessages.alreadySubmitted);
    if (!(await deleteDraft(db, userId, draft.id, now(c)))) refuse(404, 'notFound');
    return ok(c, 'deleteDraft', null);
  },
};
