import { useEffect, useRef, useState, type FormEvent } from 'react';
import { dateInputProps, normaliseDateText } from '../../ui/form/date-text';
import { ErrorSummary } from '../../ui/form/error-summary';
import { describedBy, FieldFrame, shortInputClass } from '../../ui/form/text-field';
import { checkFilter, type AgencyOrderFilter, type FilterField, type FilterProblem } from './agency-rules';
import { useAgencyText } from './strings';

type Values = Omit<AgencyOrderFilter, 'page'>;
const fields: readonly FilterField[] = ['clientName', 'startDate', 'endDate'];
const idOf = (field: string) => `agency-${field}`;

/** The client name and order dates the agency's list is filtered by; checked here before the list is asked. */
export function OrderFilterForm({ values: applied, onApply }: { values: Values; onApply: (values: Values) => void }) {
  const { text } = useAgencyText();
  const [values, setValues] = useState(applied);
  const [problems, setProblems] = useState<Partial<Record<FilterField, FilterProblem>>>(() => checkFilter(applied));
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(false);
  const { clientName, startDate, endDate } = applied;

  // Back and forward change the address under the form: it follows.
  useEffect(() => {
    setValues({ clientName, startDate, endDate });
    setProblems(checkFilter({ clientName, startDate, endDate }));
  }, [clientName, startDate, endDate]);

  useEffect(() => {
    if (focusSummary) summaryRef.current?.focus();
    setFocusSummary(false);
  }, [focusSummary]);

  const messageOf = (problem: FilterProblem) => text(`filter.${problem}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tidy = { ...values, clientName: values.clientName.trim() };
    const found = checkFilter(tidy);
    setProblems(found);
    if (Object.keys(found).length) setFocusSummary(true);
    else onApply(tidy);
  };
  const clear = () => {
    const empty = { clientName: '', startDate: '', endDate: '' };
    setValues(empty);
    setProblems({});
    onApply(empty);
  };
  const items = fields.flatMap((field) => (problems[field] ? [{ field, message: messageOf(problems[field]) }] : []));

  return (
    <form noValidate onSubmit={submit} aria-labelledby="agency-filter-title" className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="agency-filter-title" className="mb-3 text-lg font-bold text-blue-950">{text('filter.title')}</h3>
      <ErrorSummary items={items} idOf={idOf} summaryRef={summaryRef} />
      <div className="flex flex-wrap items-start gap-x-6">
        {fields.map((field) => {
          const id = idOf(field);
          const problem = problems[field];
          const isDate = field !== 'clientName';
          return (
            <FieldFrame key={field} id={id} label={text(`filter.${field}`)} hint={isDate ? text('filter.dateHint') : undefined} optional error={problem ? messageOf(problem) : undefined}>
              <input
                id={id}
                name={field}
                {...(isDate ? dateInputProps : { type: 'text', autoComplete: 'off' })}
                value={values[field]}
                onChange={(event) => setValues((now) => ({ ...now, [field]: event.target.value }))}
                onBlur={isDate ? (event) => {
                  const tidy = normaliseDateText(event.target.value);
                  setValues((now) => ({ ...now, [field]: tidy }));
                } : undefined}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy(id, isDate, problem)}
                className={`mt-1 block ${shortInputClass} w-44 ${problem ? 'border-red-700' : ''}`}
              />
            </FieldFrame>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400">
          {text('filter.apply')}
        </button>
        <button type="button" onClick={clear} className="rounded border border-slate-400 px-4 py-2 text-slate-900 hover:bg-slate-50 focus:outline-none focus:ring-4 focus:ring-amber-400">
          {text('filter.clear')}
        </button>
      </div>
    </form>
  );
}
