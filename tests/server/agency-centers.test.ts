import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/database.ts';
import { agencyToken } from './agency-support.ts';
import { createApply, entry, newDraft, startApplyServer, visaChoice, type ApplyServer, type Fields } from './applies-support.ts';

// An agency starts orders only at the center that certified it (issue 38 item 4, decision 084): the visa choice
// offers only that center, and the server refuses another, by center or by a place another center serves. The
// default "national service" center, a copy of Beijing, is offered to nobody.

interface CenterOut { id: string; name: string }

const shanghai = { ...visaChoice, centerId: 'center-shanghai', locationValue: '310100' };

describe.each(databaseKinds())('the centers an agency starts orders at (%s)', (kind) => {
  let server: ApplyServer;
  let beijingAgency: string;
  let uncertified: string;

  beforeAll(async () => {
    server = await startApplyServer(kind);
    beijingAgency = await agencyToken(server, 'gamma', 'center-beijing');
    uncertified = await agencyToken(server, 'delta', null);
  });
  afterAll(() => server.close());

  const offered = async (auth: string, language = 'zh') => {
    const { body } = await server.call('GET', '/api-visa/center/for-orders', { auth, language });
    expect(body, JSON.stringify(body)).toMatchObject({ code: 0 });
    return (body.data as CenterOut[]).map((center) => center.id);
  };

  it('offers an agency only the center it is certified at, and an applicant every center with a jurisdiction', async () => {
    expect(await offered(beijingAgency)).toEqual(['center-beijing']);
    expect(await offered(uncertified)).toEqual([]);
    const all = await offered(server.alice);
    expect(all).toContain('center-shanghai');
    expect(all).toContain('center-beijing');
    expect(all).not.toContain('center-default');
  });

  it('refuses an agency another center, by name in its language, and accepts its own', async () => {
    const draftId = await newDraft(server, beijingAgency);
    const messages: Record<string, string> = {};
    for (const language of ['zh', 'en', 'ko']) {
      const { body } = await createApply(server, beijingAgency, { draftId, applicant: entry('310000'), visaChoice: shanghai }, language);
      expect(body, JSON.stringify(body)).toMatchObject({ code: 400 });
      messages[language] = (body.data as Fields).fields['visaChoice.centerId']!;
    }
    expect(messages.zh).toMatch(/北京韩国签证申请中心/);
    expect(messages.en).toMatch(/certified at Korea Visa Application Center Beijing only/);
    expect(messages.ko).toMatch(/베이징 한국비자신청센터/);

    const byPlace = await createApply(server, beijingAgency, { draftId, applicant: entry('310000'), visaChoice: { ...shanghai, centerId: undefined } }, 'en');
    expect((byPlace.body.data as Fields).fields['visaChoice.centerId']).toMatch(/Beijing/);

    const own = await createApply(server, beijingAgency, { draftId, applicant: entry(), visaChoice });
    expect(own.body, JSON.stringify(own.body)).toMatchObject({ code: 0 });
  });

  it('refuses an agency certified nowhere, and leaves an applicant free to choose', async () => {
    const { body } = await createApply(server, uncertified, { draftId: await newDraft(server, uncertified), applicant: entry(), visaChoice }, 'en');
    expect((body.data as Fields).fields['visaChoice.centerId']).toMatch(/not yet certified/);
    const mine = await createApply(server, server.alice, { draftId: await newDraft(server, server.alice), applicant: entry('310000'), visaChoice: shanghai });
    expect(mine.body, JSON.stringify(mine.body)).toMatchObject({ code: 0 });
  });
});
