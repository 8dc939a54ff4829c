import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { components } from '../../api/schema.gen.ts';
import { isIsoDate } from '../../domain/dates.ts';
import { findApply } from '../applies/store.ts';
import type { OperationHandlers } from '../app.ts';
import * as t from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { parse } from '../http/handlers/input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { flowWords } from '../http/handlers/words.ts';

// Reusing an earlier application (issue 16 item 6, decision 040): the same account's earlier applications of one
// person, found by passport number or by name and birth date, and the answers of one of them that may be copied
// (personal, contact, family, education and job). Never the documents or the visit; never another account's
// application, which answers 404 like a missing one.

type EarlierAnswers = components['schemas']['EarlierAnswers'];

const COPYABLE = ['personal', 'contact', 'family', 'educationJob'] as const;

const finding = z.object({
  passportNo: z.string().trim().toUpperCase().max(20).optional(),
  name: z.string().trim().max(100).optional(),
  birthDate: z.string().trim().refine(isIsoDate).optional(),
  excludeDraftId: z.string().max(64).optional(),
}).refine((query) => Boolean(query.passportNo) || Boolean(query.name && query.birthDate));

export const earlierApplyHandlers: OperationHandlers = {
  async findEarlierApplications(c) {
    const userId = currentUserId(c);
    const query = parse(c, finding, {
      passportNo: c.req.query('passportNo') || undefined, name: c.req.query('name') || undefined,
      birthDate: c.req.query('birthDate') || undefined, excludeDraftId: c.req.query('excludeDraftId') || undefined,
    }, { words: flowWords });
    const passportNo = sql`upper(${t.applies.data}->'passport'->>'passportNum')`;
    const birthDate = sql`${t.applies.data}->'passport'->>'birthDate'`;
    const person = or(
      query.passportNo ? sql`${passportNo} = ${query.passportNo}` : undefined,
      query.name && query.birthDate ? and(eq(t.applies.applicantName, query.name), sql`${birthDate} = ${query.birthDate}`) : undefined,
    );
    const hasAnswers = sql`(${t.applies.data} ?| array['personal', 'contact', 'family', 'educationJob'])`;
    const rows = await c.get('db').select().from(t.applies).where(and(
      eq(t.applies.userId, userId), person, hasAnswers,
      query.excludeDraftId ? or(isNull(t.applies.draftId), ne(t.applies.draftId, query.excludeDraftId)) : undefined,
    )).orderBy(desc(t.applies.updatedAt)).limit(5);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'findEarlierApplications', rows.map((row) => ({
      id: row.id, reference: row.reference, applicantName: row.applicantName ?? '', updatedAt: row.updatedAt.toISOString(),
    })));
  },

  async getEarlierAnswers(c) {
    const userId = currentUserId(c);
    const id = c.req.param('id');
    const row = (id ? await findApply(c.get('db'), userId, id) : undefined) ?? refuse(404, 'notFound');
    const data = row.data as Record<string, unknown>;
    const answers = Object.fromEntries(COPYABLE.filter((step) => data[step] !== undefined).map((step) => [step, data[step]]));
    c.header('Cache-Control', 'no-store');
    return ok(c, 'getEarlierAnswers', { id: row.id, reference: row.reference, ...answers } as EarlierAnswers);
  },
};
