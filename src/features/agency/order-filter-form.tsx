import { FilterForm } from '../../ui/form/filter-form';
import { checkFilter, type AgencyOrderFilter, type FilterProblem } from './agency-rules';
import { useAgencyText } from './strings';

type Values = Omit<AgencyOrderFilter, 'page'>;

/** The client name and order dates the agency's list is filtered by; the name is trimmed before it is checked. */
export function OrderFilterForm({ values, onApply }: { values: Values; onApply: (values: Values) => void }) {
  const { text } = useAgencyText();
  return (
    <FilterForm
      idPrefix="agency"
      heading="h3"
      title={text('filter.title')}
      fields={[
        { name: 'clientName', label: text('filter.clientName'), date: false },
        { name: 'startDate', label: text('filter.startDate'), date: true, hint: text('filter.dateHint') },
        { name: 'endDate', label: text('filter.endDate'), date: true, hint: text('filter.dateHint') },
      ]}
      applied={values}
      check={checkFilter}
      messageOf={(problem: FilterProblem) => text(`filter.${problem}`)}
      tidy={(typed) => ({ ...typed, clientName: typed.clientName.trim() })}
      onApply={onApply}
      applyLabel={text('filter.apply')}
      clearLabel={text('filter.clear')}
      clearShown
    />
  );
}
