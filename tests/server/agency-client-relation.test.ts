import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/database.ts';
import { agencyToken } from './agency-support.ts';
import { createApply, entry, newDraft, startApplyServer, type ApplyDetail, type ApplyServer, type Fields } from './applies-support.ts';

// A travel agency applies for its clients, who are neither 本人 nor 家庭成员 (issue 38 item 3): an agency's applicant
// is saved with relation "client" and read back so; an applicant's own account may not call anyone its client.

describe.each(databaseKinds())('the client relation (%s)', (kind) => {
  let server: ApplyServer;
  let agency: string;

  beforeAll(async () => {
    server = await startApplyServer(kind);
    agency = await agencyToken(server, 'epsilon', 'center-beijing');
  });
  afterAll(() => server.close());

  it("saves an agency's applicant as its client", async () => {
    const { body } = await createApply(server, agency, { draftId: await newDraft(server, agency), applicant: entry('110000', '客户甲'), relation: 'client' });
    expect(body, JSON.stringify(body)).toMatchObject({ code: 0, data: { applicantName: '客户甲', relation: 'client' } });
    const { body: read } = await server.call('GET', `/api/visa/apply/user/${(body.data as ApplyDetail).id}`, { auth: agency });
    expect(read, JSON.stringify(read)).toMatchObject({ code: 0, data: { relation: 'client' } });
  });

  it("refuses the client relation from an applicant's account, in its language", async () => {
    const { body } = await createApply(server, server.alice, { draftId: await newDraft(server, server.alice), applicant: entry(), relation: 'client' }, 'en');
    expect(body, JSON.stringify(body)).toMatchObject({ code: 400 });
    expect((body.data as Fields).fields.relation).toMatch(/travel agency/);
  });
});
