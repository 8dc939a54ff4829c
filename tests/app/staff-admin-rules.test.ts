import { describe, expect, it } from 'vitest';
import { inviteSchema, placementSchema } from '../../src/features/staff-admin/team/team-rules';
import { closureSchema, centerSettingsSchema } from '../../src/features/staff-admin/centers/center-rules';
import { calendarSchema } from '../../src/features/staff-admin/calendars/calendar-rules';
import { agencySchema } from '../../src/features/staff-admin/agencies/agency-rules';
import { newIntegrationSchema } from '../../src/features/staff-admin/integrations/integration-rules';

// The admin forms' own checks: what they send is the contract's shape (an admin's center null, a closure's hours only
// when some hours are closed, a year's days sorted), and what they refuse is named by the field it concerns.
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
const three = (text: string) => ({ zh: text, en: text, ko: text });

describe('staff admin form rules', () => {
  it('sends no center for an admin and asks one for every other role', () => {
    expect(inviteSchema.parse({ email: ' A@Example.cn ', name: ' 王 ', role: 'admin', centerId: 'center-x' }))
      .toEqual({ email: 'A@Example.cn', name: '王', role: 'admin', centerId: null });
    expect(messagesOf(inviteSchema.safeParse({ email: 'a@example.cn', name: '王', role: 'clerk', centerId: '' }))).toEqual({ centerId: 'staffAdmin.rule.chooseCenter' });
    expect(messagesOf(placementSchema.safeParse({ role: '', centerId: '' }))).toHaveProperty('role', 'staffAdmin.rule.chooseRole');
    expect(messagesOf(inviteSchema.safeParse({ email: 'not-mail', name: '', role: 'clerk', centerId: 'c' }))).toEqual({ email: 'staffAdmin.rule.email', name: 'staffAdmin.rule.required' });
  });

  it('closes a whole day without hours, some hours with both, and refuses an end before the start', () => {
    const reason = three('检修');
    expect(closureSchema.parse({ date: '2027-01-05', span: 'day', from: '13:00', until: '', reason })).toEqual({ date: '2027-01-05', reason });
    expect(closureSchema.parse({ date: '2027-01-05', span: 'hours', from: '09:00', until: '12:00', reason })).toEqual({ date: '2027-01-05', from: '09:00', until: '12:00', reason });
    expect(messagesOf(closureSchema.safeParse({ date: '2027-01-05', span: 'hours', from: '13:00', until: '12:00', reason }))).toEqual({ until: 'staffAdmin.rule.untilBeforeFrom' });
    expect(messagesOf(closureSchema.safeParse({ date: '2027-02-30', span: 'day', from: '', until: '', reason: { zh: '检修', en: '', ko: ' ' } })))
      .toEqual({ date: 'staffAdmin.rule.date', 'reason.en': 'staffAdmin.rule.writeEachLanguage', 'reason.ko': 'staffAdmin.rule.writeEachLanguage' });
  });

  it('sends a center\'s hours as the contract nests them, with a capacity of 1 to 1000', () => {
    expect(centerSettingsSchema.parse({ opens: '09:00', closes: '15:00', openingHours: three('9–15'), slotCapacity: '12' }))
      .toEqual({ submissionHours: { opens: '09:00', closes: '15:00' }, openingHours: three('9–15'), slotCapacity: 12 });
    expect(messagesOf(centerSettingsSchema.safeParse({ opens: '15:00', closes: '09:00', openingHours: three('x'), slotCapacity: '0' })))
      .toEqual({ closes: 'staffAdmin.rule.closesBeforeOpens', slotCapacity: 'staffAdmin.rule.capacity' });
  });

  it('takes a year\'s days once each, inside the year, sorted by date', () => {
    const day = (date: string, kind: 'holiday' | 'workday' = 'holiday') => ({ date, kind, name: three('节') });
    const schema = calendarSchema(2027);
    expect(schema.parse({ source: '国务院通知', days: [day('2027-10-01'), day('2027-01-01'), day('2027-09-26', 'workday')] }).days.map((d) => d.date))
      .toEqual(['2027-01-01', '2027-09-26', '2027-10-01']);
    expect(messagesOf(schema.safeParse({ source: '', days: [day('2027-05-01'), day('2027-05-01'), day('2028-01-01')] })))
      .toEqual({ source: 'staffAdmin.rule.source', 'days.1.date': 'staffAdmin.rule.dateTwice', 'days.2.date': 'staffAdmin.rule.dateInYear' });
  });

  it('certifies an agency for one center at least with a limit of 1 to 5', () => {
    const agency = {
      name: '沙箱旅行社', licenceNo: 'L-1', certifiedFrom: '2026-01-01', certifiedUntil: '2027-12-31', certified: true,
      centerIds: ['c1'], maxApplicantsPerOrder: '3' as const, contact: { name: '李', phone: '010-12345678', email: 'li@example.cn' },
    };
    expect(agencySchema.parse(agency).maxApplicantsPerOrder).toBe(3);
    expect(messagesOf(agencySchema.safeParse({ ...agency, centerIds: [], maxApplicantsPerOrder: '6' })))
      .toEqual({ centerIds: 'staffAdmin.rule.oneCenter', maxApplicantsPerOrder: 'staffAdmin.rule.applicantLimit' });
    expect(messagesOf(agencySchema.safeParse({ ...agency, certifiedUntil: '2025-12-31' }))).toEqual({ certifiedUntil: 'staffAdmin.rule.toBeforeFrom' });
  });

  it('sends null for every center and for no webhook', () => {
    expect(newIntegrationSchema.parse({ name: ' 业务系统 ', centerId: 'all', webhookUrl: ' ' })).toEqual({ name: '业务系统', centerId: null, webhookUrl: null });
  });
});
