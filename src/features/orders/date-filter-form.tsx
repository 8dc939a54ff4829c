import { FilterForm } from '../../ui/form/filter-form';
import { checkDateFilter, type DateProblem } from './order-rules';
import { useOrdersText } from './strings';

/** The order list's date filter; "clear" shows while a date is applied. */
export function DateFilterForm({ startDate, endDate, onApply }: {
  startDate: string; endDate: string; onApply: (dates: { startDate: string; endDate: string }) => void;
}) {
  const { text } = useOrdersText();
  return (
    <FilterForm
      idPrefix="orders"
      heading="h2"
      title={text('filter.title')}
      fields={[
        { name: 'startDate', label: text('filter.startDate'), date: true, hint: text('filter.hint') },
        { name: 'endDate', label: text('filter.endDate'), date: true, hint: text('filter.hint') },
      ]}
      applied={{ startDate, endDate }}
      check={checkDateFilter}
      messageOf={(problem: DateProblem) => text(problem === 'invalid' ? 'filter.invalid' : 'filter.endBeforeStart')}
      onApply={onApply}
      applyLabel={text('filter.apply')}
      clearLabel={text('filter.clear')}
      clearShown={Boolean(startDate || endDate)}
    />
  );
}
