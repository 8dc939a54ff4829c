import type { Context } from 'hono';
import { chinaDate, dayOfWeek } from '../../domain/dates.ts';
import type { OperationHandlers } from '../app.ts';
import { auditActorOf } from '../audit/record.ts';
import { readYear, replaceYear, type CalendarYearInput } from '../center-admin/calendars.ts';
import { centerOut, centersForConsole, updateCenterSettings, type CenterSettings } from '../center-admin/centers.ts';
import { closureOut, createClosure, listClosures, type ClosureInput } from '../center-admin/closures.ts';
import { centerAdminMessages } from '../center-admin/messages.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { fillIn } from '../http/fill-in.ts';
import { now } from '../http/handlers/clock.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { refuse, refuseField, refuseFields } from '../http/handlers/refusal.ts';
import { currentStaff, requireCenter } from '../http/handlers/staff.ts';
import { paging } from '../http/query.ts';
import { findCenter } from '../reference/store.ts';

// A center's hours, slot capacity and closures (a supervisor their own, an admin every center), and the year's
// public holidays (admins) — issue 33, decision 096. The contract has checked each body's shape before these run.

/** The path's center, when it exists and the caller works there (else 404, or 403 for another center's staff). */
async function centerOfPath(c: Context<AppEnv>) {
  const id = c.req.param('centerId') ?? '';
  const row = await findCenter(c.get('db'), id);
  if (!row) return refuse(404, centerAdminMessages.centerUnknown);
  requireCenter(c, row.id);
  return row;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const staffCenterHandlers: OperationHandlers = {
  async listStaffCenters(c) {
    const staff = currentStaff(c);
    const rows = await centersForConsole(c.get('db'));
    c.header('Cache-Control', 'no-store');
    return ok(c, 'listStaffCenters', rows.filter((row) => staff.role === 'admin' || row.id === staff.centerId).map(centerOut));
  },

  async getStaffCenter(c) {
    const row = await centerOfPath(c);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'getStaffCenter', centerOut(row));
  },

  async updateStaffCenter(c) {
    const center = await centerOfPath(c);
    const settings = (await jsonBody(c)) as CenterSettings;
    // At least one whole-hour slot: a center whose hours give none could never be booked.
    if (minutesOf(settings.submissionHours.closes) - minutesOf(settings.submissionHours.opens) < 60) {
      refuseField(c, 'submissionHours.closes', centerAdminMessages.hoursOrder);
    }
    const row = await updateCenterSettings(c.get('db'), auditActorOf(c), center.id, settings, now(c));
    return ok(c, 'updateStaffCenter', centerOut(row ?? center));
  },

  async listStaffClosures(c) {
    const center = await centerOfPath(c);
    const { page, size, offset } = paging(c);
    const { records, total } = await listClosures(c.get('db'), center.id, size, offset);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'listStaffClosures', { records, total, page, size });
  },

  async createStaffClosure(c) {
    const center = await centerOfPath(c);
    const input = (await jsonBody(c)) as ClosureInput;
    // Today's appointments are already under way at the counter; a closure is for the days ahead.
    if (input.date <= chinaDate(now(c))) refuseField(c, 'date', centerAdminMessages.closurePast);
    if (input.from && input.until && input.until <= input.from) refuseField(c, 'until', centerAdminMessages.closureHoursOrder);
    const row = await createClosure(c.get('db'), auditActorOf(c), center.id, input, now(c));
    return ok(c, 'createStaffClosure', closureOut(row));
  },

  async getStaffCalendarYear(c) {
    c.header('Cache-Control', 'no-store');
    return ok(c, 'getStaffCalendarYear', await readYear(c.get('db'), Number(c.req.param('year'))));
  },

  async replaceStaffCalendarYear(c) {
    const year = Number(c.req.param('year'));
    const input = (await jsonBody(c)) as CalendarYearInput;
    const language = c.get('language');
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    input.days.forEach((day, index) => {
      if (!day.date.startsWith(`${year}-`)) fields[`days.${index}.date`] = fillIn(centerAdminMessages.calendarDayOutsideYear, { year })[language];
      else if (seen.has(day.date)) fields[`days.${index}.date`] = centerAdminMessages.calendarDayTwice[language];
      else if (day.kind === 'workday' && dayOfWeek(day.date) !== 0 && dayOfWeek(day.date) !== 6) fields[`days.${index}.kind`] = centerAdminMessages.calendarWorkdayNotWeekend[language];
      seen.add(day.date);
    });
    if (Object.keys(fields).length) refuseFields(c, fields);
    return ok(c, 'replaceStaffCalendarYear', await replaceYear(c.get('db'), auditActorOf(c), year, input, now(c)));
  },
};
