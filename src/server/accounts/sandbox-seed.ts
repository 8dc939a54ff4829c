import { eq } from 'drizzle-orm';
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
  /** Its staff: each signs in with the same password and their orders carry their account (decision 040). */
  subAccounts: [
    { id: 'user-agency-sandbox-01', account: 'sandbox-agency-01', name: '王导游 (Wang)' },
    { id: 'user-agency-sandbox-02', account: 'sandbox-agency-02', name: '李导游 (Li)' },
  ],
} as const;

/** What the center recorded when it certified the sandbox agency; the validity runs past any test's clock. */
const sandboxCertification = {
  licenceNo: 'L-BJ-CJ00888',
  certifiedFrom: '2025-01-01',
  certifiedUntil: '2027-12-31',
  contactName: '赵经理 (Zhao)',
  contactPhone: '01065001234',
  contactEmail: 'visa@sandbox-agency.example.cn',
  maxApplicantsPerOrder: 3,
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
}, {
  // A second set, so a sandbox seeded before the agency's identity existed gets it on its next start.
  name: 'sandbox-agency-identity',
  version: 1,
  async run(db: Db) {
    await db.update(t.travelAgencies).set(sandboxCertification).where(eq(t.travelAgencies.id, 'agency-sandbox'));
    // Certified for Beijing; a sandbox seeded before migration 0023 got the same row from its copy of center_id.
    await db.insert(t.travelAgencyCenters).values({ agencyId: 'agency-sandbox', centerId: 'center-beijing' }).onConflictDoNothing();
    await db.update(t.users).set({ agencyRole: 'main' }).where(eq(t.users.id, 'user-agency-sandbox'));
    const passwordHash = await hashPassword(sandboxAgency.password);
    await db.insert(t.users).values(sandboxAgency.subAccounts.map((sub) => ({
      id: sub.id, kind: 'travelAgency' as const, account: sub.account, agencyId: 'agency-sandbox', agencyRole: 'sub' as const, name: sub.name, passwordHash,
    }))).onConflictDoNothing();
  },
}];
