import { expect } from 'vitest';
import { hashPassword } from '../../src/server/accounts/passwords.ts';
import * as t from '../../src/server/db/schema.ts';
import { encryptor, solvedCaptcha } from './account-support.ts';
import type { ApplyServer } from './applies-support.ts';

/** A travel agency certified at `centerId` (none: null) with one main account, signed in: its bearer token. */
export async function agencyToken(server: ApplyServer, id: string, centerId: string | null) {
  await server.database.db.insert(t.travelAgencies).values({
    id, name: `${id} 国际旅行社`, licenceNo: `L-${id}`, certifiedFrom: '2025-01-01', certifiedUntil: '2099-12-31',
    contactName: '赵经理', contactPhone: '01065001234', contactEmail: `${id}@example.cn`, maxApplicantsPerOrder: 3,
  });
  if (centerId) await server.database.db.insert(t.travelAgencyCenters).values({ agencyId: id, centerId });
  await server.database.db.insert(t.users).values({ id: `${id}-main`, kind: 'travelAgency', account: id, agencyId: id, agencyRole: 'main', name: id, passwordHash: await hashPassword('agency2025') });
  const rsa = await encryptor(server);
  const { body } = await server.call('POST', '/api/account/ta/login', {
    body: { account: id, password: await rsa.encrypt('agency2025'), keyId: rsa.keyId, ...(await solvedCaptcha(server)) },
  });
  expect(body, JSON.stringify(body)).toMatchObject({ code: 0 });
  return `Bearer ${(body.data as { accessToken: string }).accessToken}`;
}
