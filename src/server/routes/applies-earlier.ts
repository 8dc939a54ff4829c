import type { components } from '../../api/schema.gen.ts';
import { earlierApplies } from '../applies/earlier.ts';
import { findApply } from '../applies/store.ts';
import type { OperationHandlers } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { checkedQuery } from '../http/checked-input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { serverMessages } from '../http/messages.ts';
import { currentUserId } from '../http/handlers/session.ts';

// Reusing an earlier application (issue 16 item 6, decision 040): the same account's earlier applications of one
// person, found by passport number or by name and birth date, and the answers of one of them that may be copied
// (personal, contact, family, education and job). Never the documents or the visit; never another account's
// application, which answers 404 like a missing one.

type EarlierAnswers = components['schemas']['EarlierAnswers'];

const COPYABLE = ['personal', 'contact', 'family', 'educationJob'] as const;

export const earlierApplyHandlers: OperationHandlers = {
  async findEarlierApplications(c) {
    const userId = currentUserId(c);
    const query = checkedQuery(c, 'findEarlierApplications');
    // A person is named by one of two pairs of fields: a rule on several fields, the handler's (decision 109).
    if (!query.passportNo && !(query.name && query.birthDate)) refuseField(c, 'passportNo', serverMessages.invalidInput);
    const rows = await earlierApplies(c.get('db'), userId, query);
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
