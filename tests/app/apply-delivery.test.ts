import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ApplicantRecord, SenderDetails } from '../../machines/application/order-data';
import { emptyApplicantData } from '../../machines/application/applicant-data';
import { addDays, dayOfWeek } from '../../src/domain/dates';
import { dayState, firstOpenDay, monthWeeks, openMonths, startMonth } from '../../src/ui/calendar/calendar-model';
import { checkDelivery, deliveryStart, senderOf, type DeliveryValues } from '../../src/features/apply/delivery/delivery-values';
import { checkReturns, fieldOf, groupValues, nextGroupKey, returnGroupsOf, returnStart, type ReturnValues } from '../../src/features/apply/delivery/return-values';

const applicant = (applicantId: string, name: string, relation: 'myself' | 'family', mobile?: string): ApplicantRecord => {
  const data = emptyApplicantData();
  if (mobile) data.sections.contact = { mobile };
  return { applicantId, name, relation, provinceCode: '110000', consularPostId: 'beijing', data, problem: null };
};
const region = { provinceId: '110000', cityId: '110100', districtId: '110105' };
const openDay = (date: string, remaining = 5) => ({ date, open: true, slots: [{ time: '09:00', remaining }, { time: '14:00', remaining: 0 }], note: null });
const today = '2026-11-22';

describe('reservation calendar layout', () => {
  it('opens this month and the next two, starting on the chosen date\'s month when it is open', () => {
    expect(openMonths(today)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(startMonth(today, '2026-12-08')).toBe('2026-12');
    expect(startMonth(today, '2027-02-01')).toBe('2026-11');
    expect(startMonth(today, undefined)).toBe('2026-11');
  });

  it('lays every month out Monday to Sunday, each day once, in order', () => {
    fc.assert(fc.property(fc.integer({ min: 2020, max: 2035 }), fc.integer({ min: 1, max: 12 }), (year, m) => {
      const month = `${year}-${String(m).padStart(2, '0')}`;
      const weeks = monthWeeks(month);
      if (!weeks.every((week) => week.length === 7)) return false;
      const days = weeks.flat().filter((d): d is string => d !== null);
      if (days[0] !== `${month}-01` || days.some((d, i) => i > 0 && d !== addDays(days[i - 1]!, 1))) return false;
      if (!days.every((d) => d.startsWith(month))) return false;
      // Column 0 is Monday.
      return weeks.every((week) => week.every((d, col) => d === null || (dayOfWeek(d) + 6) % 7 === col));
    }));
  });

  it('says what a day is: open with its places, full, closed with the reason, or not listed', () => {
    const days = [openDay('2026-11-25'), openDay('2026-11-26', 0), { date: '2026-11-28', open: false, slots: [], note: '周末' }];
    expect(dayState(days, '2026-11-25')).toEqual({ kind: 'open', places: 5 });
    expect(dayState(days, '2026-11-26')).toEqual({ kind: 'full' });
    expect(dayState(days, '2026-11-28')).toEqual({ kind: 'closed', note: '周末' });
    expect(dayState(days, '2026-11-29')).toEqual({ kind: 'unknown' });
    expect(dayState([{ ...openDay('2026-11-27', 0), open: false }], '2026-11-27')).toEqual({ kind: 'full' });
    expect(firstOpenDay(days)).toBe('2026-11-25');
    expect(firstOpenDay([days[1]!, days[2]!])).toBeUndefined();
  });
});

describe('the sender form', () => {
  const values = (over: Partial<DeliveryValues> = {}): DeliveryValues => ({
    ...deliveryStart(null, []), senderName: '张伟', senderPhone: '13800138000', ...region, senderRelation: 'myself', ...over,
  });
  const check = (v: DeliveryValues, way: 'courier' | 'selfDelivery', days = [openDay('2026-11-25')]) =>
    checkDelivery(v, { way, urgent: way === 'selfDelivery', applicants: 2, today, days });

  it('starts from the applicant who applies for themself, never asking their name and mobile again', () => {
    const start = deliveryStart(null, [applicant('a2', '李娜', 'family'), applicant('a1', '张伟', 'myself', '13900139000')]);
    expect(start).toMatchObject({ senderName: '张伟', senderPhone: '13900139000', senderRelation: 'myself' });
    expect(deliveryStart(null, [applicant('a2', '李娜', 'family')])).toMatchObject({ senderName: '', senderRelation: '' });
  });

  it('asks the courier for the address, self-delivery for a day and time instead', () => {
    expect(check(values(), 'courier')).toEqual({ address: 'required.delivery.address' });
    expect(check(values(), 'selfDelivery')).toEqual({ reservationDate: 'required.delivery.reservationDate', reservationTime: 'required.delivery.reservationTime' });
    expect(check(values({ address: '建国路1号' }), 'courier')).toEqual({});
  });

  it('lists every missing field at once on an empty form', () => {
    const errors = check(deliveryStart(null, []), 'courier');
    expect(Object.keys(errors).sort()).toEqual(['address', 'cityId', 'districtId', 'provinceId', 'senderName', 'senderPhone', 'senderRelation'].sort());
  });

  it('takes only an open day and a time with places left on the calendar shown', () => {
    expect(check(values({ reservationDate: '2026-11-25', reservationTime: '09:00' }), 'selfDelivery')).toEqual({});
    expect(check(values({ reservationDate: '2026-11-25', reservationTime: '14:00' }), 'selfDelivery')).toEqual({ reservationTime: 'reservation.slotUnavailable' });
    expect(check(values({ reservationDate: '2026-11-27', reservationTime: '09:00' }), 'selfDelivery')).toEqual({ reservationDate: 'reservation.dayClosed' });
  });

  it('wants an exit date after today, when one is given', () => {
    expect(check(values({ address: 'x', exitDate: today }), 'courier')).toEqual({ exitDate: 'exitDateNotFuture' });
    expect(check(values({ address: 'x', exitDate: addDays(today, 1) }), 'courier')).toEqual({});
  });

  it('refuses a courier for an urgent order, as the machine does', () => {
    const errors = checkDelivery(values({ address: 'x' }), { way: 'courier', urgent: true, applicants: 1, today, days: [] });
    expect(errors).toEqual({ way: 'courierNotForUrgent' });
  });

  it('keeps only the way taken, and comes back to the same form', () => {
    const courier = senderOf(values({ address: ' 建国路1号 ', saveAddress: true, reservationDate: '2026-11-25', reservationTime: '09:00' }), 'courier');
    expect(courier).toEqual({ name: '张伟', phone: '13800138000', ...region, address: '建国路1号', saveAddress: true, relation: 'myself' });
    const self = senderOf(values({ address: 'x', saveAddress: true, reservationDate: '2026-11-25', reservationTime: '09:00', senderRelation: 'familyMember' }), 'selfDelivery');
    expect(self).toEqual({ name: '张伟', phone: '13800138000', ...region, reservation: { date: '2026-11-25', time: '09:00' }, saveAddress: false, relation: 'family' });
    expect(senderOf(deliveryStart(self, []), 'selfDelivery')).toEqual(self);
  });
});

describe('the returns form', () => {
  const ids = ['a1', 'a2', 'a3'];
  const sender: SenderDetails = { name: '张伟', phone: '13800138000', ...region, address: '建国路1号', saveAddress: false, relation: 'myself' };

  it('starts with one return for everyone at the sender\'s address; urgent on pick-up', () => {
    const start = returnStart(null, sender, ids, false);
    expect(start.groups).toEqual(['g1']);
    expect(start).toMatchObject({ way_g1: '', applyIds_g1: ids, recipient_g1: '张伟', phone_g1: '13800138000', provinceId_g1: '110000', address_g1: '建国路1号' });
    expect(returnStart(null, sender, ids, true)).toMatchObject({ way_g1: 'pickup' });
  });

  it('needs every applicant exactly once, said beside the first return', () => {
    const two: ReturnValues = { ...returnStart(null, sender, ['a1', 'a2'], false), way_g1: 'courier', groups: ['g1', 'g2'], ...groupValues('g2', { way: 'pickup', applyIds: ['a3'] }) };
    expect(checkReturns(two, ids, false)).toEqual({});
    expect(checkReturns({ ...two, applyIds_g2: [] }, ids, false)).toEqual({ applyIds_g2: 'required.returnWay.applyIds', applyIds_g1: 'returnsIncomplete' });
    expect(checkReturns({ ...two, applyIds_g2: ['a3', 'a1'] }, ids, false)).toEqual({ applyIds_g1: 'returnsDuplicate' });
  });

  it('asks a courier return for its recipient and address, and refuses it for urgent orders', () => {
    const start: ReturnValues = { ...returnStart(null, null, ids, false), way_g1: 'courier' };
    expect(Object.keys(checkReturns(start, ids, false)).sort()).toEqual(['address_g1', 'cityId_g1', 'districtId_g1', 'phone_g1', 'provinceId_g1', 'recipient_g1']);
    expect(checkReturns({ ...returnStart(null, sender, ids, false), way_g1: 'courier' }, ids, true)).toEqual({ way_g1: 'courierNotForUrgent' });
    expect(checkReturns({ ...returnStart(null, null, ids, false) }, ids, false)).toEqual({ way_g1: 'required.returnWay.way' });
  });

  it('reads a lone checkbox (one applicant) as a list', () => {
    const one: ReturnValues = { ...returnStart(null, null, ['a1'], false), way_g1: 'pickup', applyIds_g1: 'a1' };
    expect(checkReturns(one, ['a1'], false)).toEqual({});
    expect(returnGroupsOf(one)).toEqual([{ way: 'pickup', applicantIds: ['a1'] }]);
    expect(checkReturns({ ...one, applyIds_g1: false }, ['a1'], false)).toEqual({ applyIds_g1: 'required.returnWay.applyIds' });
  });

  it('gives the machine its groups, and starts again from them', () => {
    const values: ReturnValues = { ...returnStart(null, sender, ['a1'], false), way_g1: 'courier', groups: ['g1', 'g3'], ...groupValues('g3', { way: 'pickup', applyIds: ['a2', 'a3'] }) };
    const groups = returnGroupsOf(values);
    expect(groups).toEqual([
      { way: 'courier', applicantIds: ['a1'], recipient: { name: '张伟', phone: '13800138000', ...region, address: '建国路1号' }, saveAddress: false },
      { way: 'pickup', applicantIds: ['a2', 'a3'] },
    ]);
    expect(returnGroupsOf(returnStart(groups, sender, ids, false))).toEqual(groups);
    expect(nextGroupKey(['g1', 'g3'])).toBe('g4');
    expect(fieldOf('address', 'g4')).toBe('address_g4');
  });
});
