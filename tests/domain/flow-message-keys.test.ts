import { describe, expect, it } from 'vitest';
import { documentsMessages } from '../../src/domain/applicant-documents.ts';
import { bankCardMessages } from '../../src/domain/bank-card.ts';
import { deliveryMessages } from '../../src/domain/delivery-rules.ts';
import { documentOwnerMessages } from '../../src/domain/document-owners.ts';
import { formMessages } from '../../src/domain/form-fields.ts';
import { idCardMessages } from '../../src/domain/id-card.ts';
import { costMessages } from '../../src/domain/invitation-form.ts';
import { passportMessages } from '../../src/domain/passport-rules.ts';
import { uploadMessages } from '../../src/domain/photo-rules.ts';
import { visaChoiceMessages } from '../../src/domain/visa-choice.ts';
import { visitMessages } from '../../src/domain/visit-form.ts';
import { reservationMessages } from '../../src/domain/working-days.ts';

// flowMessages spreads these tables into one lookup: a key two tables share silently takes the later text, which is
// how the appointment's "ID or passport number" once replaced the ID card step's own message.
const tables = {
  formMessages, idCardMessages, passportMessages, documentsMessages, documentOwnerMessages, bankCardMessages,
  uploadMessages, visitMessages, costMessages, visaChoiceMessages, deliveryMessages, reservationMessages,
};

describe('the flow message tables', () => {
  it('name each key in one table only', () => {
    const owners = new Map<string, string[]>();
    for (const [table, messages] of Object.entries(tables)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), table]);
    }
    const shared = [...owners].filter(([, names]) => names.length > 1).map(([key, names]) => `${key}: ${names.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
