import { useSearchParams } from 'react-router-dom';
import { QueryView } from '../../../ui/query-states';
import { useCalendarYear } from '../api/calendars';
import { AdminPage, AdminSection } from '../parts/admin-page';
import { useAdminText } from '../strings';
import { CalendarTable } from './calendar-table';

/** The years offered: last year (to correct it) to two years ahead (a notice comes out late in the year before). */
function yearsAround(now: number) {
  return [now - 1, now, now + 1, now + 2];
}

// Holidays and make-up working days (admin): a year's schedule entered when the State Council publishes it, with no
// code release; reservations follow it as soon as it is saved.
export function CalendarsPage() {
  const { text } = useAdminText();
  const [search, setSearch] = useSearchParams();
  // The browser's year is only the page's default choice; nothing is decided by it.
  const thisYear = new Date().getFullYear();
  const years = yearsAround(thisYear);
  const asked = Number(search.get('year'));
  const year = years.includes(asked) ? asked : thisYear + 1;
  const calendar = useCalendarYear(year);

  return (
    <AdminPage intro={text('calendars.intro')}>
      <div className="mb-6">
        <label htmlFor="calendar-year" className="block font-semibold text-slate-900">{text('calendars.year')}</label>
        <select
          id="calendar-year" value={year} onChange={(event) => setSearch({ year: event.target.value })}
          className="mt-1 rounded border-2 border-slate-700 bg-white px-3 py-2 focus:outline-none focus:ring-4 focus:ring-amber-400"
        >
          {years.map((one) => <option key={one} value={one}>{one}</option>)}
        </select>
      </div>
      <AdminSection id="calendar-days" title={text('calendars.daysOf', { year })}>
        <QueryView query={calendar}>
          {(data) => (
            <>
              <p className={`mb-4 border-l-4 p-3 ${data.published ? 'border-emerald-700 bg-emerald-50 text-emerald-950' : 'border-amber-600 bg-amber-50 text-amber-950'}`}>
                {data.published ? text('calendars.published', { source: data.source ?? '' }) : text('calendars.notPublished', { year })}
              </p>
              <CalendarTable key={year} year={year} calendar={data} />
            </>
          )}
        </QueryView>
      </AdminSection>
    </AdminPage>
  );
}
