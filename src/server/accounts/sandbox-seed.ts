import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { SeedSet } from '../db/seed/seed.ts';
import { hashPassword } from './passwords.ts';

/** The travel agency a person trying the sandbox logs in with (decision 007; also shown on /dev/outbox). */
export const sandboxAgency = {
  account: 'sandbox-agency',
  password: 'agency2025',
  name: '沙箱国际旅行社 (Sandbox Travel Agency)',
  mobile: '13800000001',
} as const;

export const sandboxAccountSeeds: readonly SeedSet[] = [{
  name: 'sandbox-accounts',
  version: 1,
  async run(db: Db) {
    await db.insert(t.travelAgencies).values({ id: 'agency-sandbox', name: sandboxAgency.name }).onConflictDoNothing();
    await db.insert(t.users).values({
      id: 'user-agency-sandbox',
      kind: 'travelAgency',
      account: sandboxAgency.account,
      mobile: sandboxAgency.mobile,
      agencyId: 'agency-sandbox',
      name: sandboxAgency.name,
      passwordHash: await hashPassword(sandboxAgency.password),
    }).onConflictDoNothing();
  },
}];
