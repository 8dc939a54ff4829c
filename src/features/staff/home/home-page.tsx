import { useStaffText } from '../strings';
import { SearchForm } from '../parts/search-form';
import { QueueCards } from './queue-cards';
import { AppointmentsToday } from './appointments-today';

// The counter's start: find an order, see what waits in each queue, and who comes in today hour by hour.
export function HomePage() {
  const { text } = useStaffText();
  return (
    <>
      <h1 className="text-2xl font-bold text-blue-950">{text('home.title')}</h1>
      <div className="mt-4 rounded border border-slate-300 bg-white p-4">
        <SearchForm />
      </div>
      <QueueCards />
      <AppointmentsToday />
    </>
  );
}
