import { useEffect, useRef, useState, type FormEvent } from 'react';
import { dateInputProps, normaliseDateText } from '../../ui/form/date-text';
import { ErrorSummary } from '../../ui/form/error-summary';
import { describedBy, FieldFrame, shortInputClass } from '../../ui/form/text-field';
import { checkDateFilter, type DateField, type DateProblem } from './order-rules';
import { useOrdersText } from './strings';

const fields: readonly DateField[] = ['startDate', 'endDate'];
const idOf = (field: string) => `orders-${field}`;

/**
 * The order list's date filter. The dates the address holds are checked too (a typed or shared address), so the
 * message stands beside the field whichever way a wrong date came in; the list is not asked until they are right.
 */
export function DateFilterForm({ startDate, endDate, onApply }: {
  startDate: string; endDate: string; onApply: (dates: { startDate: string; endDate: string }) => void;
}) {
  const { text } = useOrdersText();
  const [values, setValues] = useState({ startDate, endDate });
  const [problems, setProblems] = useState<Partial<Record<DateField, DateProblem>>>(() => checkDateFilter({ startDate, endDate }));
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(false);

  // Back and forward change the address under the form: it follows.
  useEffect(() => {
    setValues({ startDate, endDate });
    setProblems(checkDateFilter({ startDate, endDate }));
  }, [startDate, endDate]);

  useEffect(() => {
    if (focusSummary) summaryRef.current?.focus();
    setFocusSummary(false);
  }, [focusSummary]);

  const messageOf = (problem: DateProblem) => text(problem === 'invalid' ? 'filter.invalid' : 'filter.endBeforeStart');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDateFilter(values);
    setProblems(found);
    if (Object.keys(found).length) setFocusSummary(true);
    else onApply(values);
  };
  const clear = () => {
    setValues({ startDate: '', endDate: '' });
    setProblems({});
    onApply({ startDate: '', endDate: '' });
  };
  const items = fields.flatMap((field) => (problems[field] ? [{ field, message: messageOf(problems[field]) }] : []));

  return (
    <form noValidate onSubmit={submit} aria-labelledby="orders-filter-title" className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="orders-filter-title" className="mb-3 text-lg font-bold text-blue-950">{text('filter.title')}</h2>
      <ErrorSummary items={items} idOf={idOf} summaryRef={summaryRef} />
      <div className="flex flex-wrap items-start gap-x-6">
        {fields.map((field) => {
          const id = idOf(field);
          const problem = problems[field];
          return (
            <FieldFrame key={field} id={id} label={text(`filter.${field}`)} hint={text('filter.hint')} optional error={problem ? messageOf(problem) : undefined}>
              <input
                id={id}
                name={field}
                {...dateInputProps}
                value={values[field]}
                onChange={(event) => setValues((now) => ({ ...now, [field]: event.target.value }))}
                onBlur={(event) => {
                  const tidy = normaliseDateText(event.target.value);
                  setValues((now) => ({ ...now, [field]: tidy }));
                }}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy(id, true, problem)}
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
        {startDate || endDate ? (
          <button type="button" onClick={clear} className="rounded border-2 border-blue-900 px-4 py-1.5 font-medium text-blue-900 hover:bg-blue-50 focus:outline-none focus:ring-4 focus:ring-amber-400">
            {text('filter.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
