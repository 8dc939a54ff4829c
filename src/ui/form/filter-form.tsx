import { useState, type FormEvent } from 'react';
import { dateInputProps, normaliseDateText } from './date-text';
import { ErrorSummary } from './error-summary';
import { describedBy, FieldFrame, shortInputClass } from './text-field';
import { useSummaryFocus } from './use-summary-focus';

export interface FilterFieldSpec<F extends string> {
  name: F;
  label: string;
  /** Dates are typed YYYY-MM-DD in any locale and tidied when left; anything else is plain text. */
  date: boolean;
  hint?: string;
}

/**
 * The filter above a list (every field optional): checked here before the list is asked, with the error summary
 * focused on a wrong value. The values applied (the address's) are checked too, so a wrong date typed into the
 * address or shared stands beside its field; back and forward change them under the form, and it follows.
 */
export function FilterForm<F extends string, P>({ idPrefix, heading, title, fields, applied, check, messageOf, tidy = (values) => values, onApply, applyLabel, clearLabel, clearShown }: {
  idPrefix: string;
  heading: 'h2' | 'h3';
  title: string;
  fields: readonly FilterFieldSpec<F>[];
  applied: Record<F, string>;
  check: (values: Record<F, string>) => Partial<Record<F, P>>;
  messageOf: (problem: P) => string;
  tidy?: (values: Record<F, string>) => Record<F, string>;
  onApply: (values: Record<F, string>) => void;
  applyLabel: string;
  clearLabel: string;
  clearShown: boolean;
}) {
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const [values, setValues] = useState(applied);
  const [problems, setProblems] = useState<Partial<Record<F, P>>>(() => check(applied));
  const { summaryRef, focusSummary } = useSummaryFocus();

  const appliedKey = JSON.stringify(fields.map((field) => applied[field.name]));
  const [following, setFollowing] = useState(appliedKey);
  if (following !== appliedKey) {
    setFollowing(appliedKey);
    setValues(applied);
    setProblems(check(applied));
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tidied = tidy(values);
    const found = check(tidied);
    setProblems(found);
    if (Object.keys(found).length) focusSummary();
    else onApply(tidied);
  };
  const clear = () => {
    const empty = Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<F, string>;
    setValues(empty);
    setProblems({});
    onApply(empty);
  };
  const items = fields.flatMap(({ name }) => {
    const problem = problems[name];
    return problem === undefined ? [] : [{ field: name, message: messageOf(problem) }];
  });
  const Heading = heading;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${idPrefix}-filter-title`} className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <Heading id={`${idPrefix}-filter-title`} className="mb-3 text-lg font-bold text-blue-950">{title}</Heading>
      <ErrorSummary items={items} idOf={idOf} summaryRef={summaryRef} />
      <div className="flex flex-wrap items-start gap-x-6">
        {fields.map(({ name, label, date, hint }) => {
          const id = idOf(name);
          const problem = problems[name];
          return (
            <FieldFrame key={name} id={id} label={label} hint={hint} optional error={problem === undefined ? undefined : messageOf(problem)}>
              <input
                id={id}
                name={name}
                {...(date ? dateInputProps : { type: 'text', autoComplete: 'off' })}
                value={values[name]}
                onChange={(event) => setValues((now) => ({ ...now, [name]: event.target.value }))}
                onBlur={date ? (event) => {
                  const tidied = normaliseDateText(event.target.value);
                  setValues((now) => ({ ...now, [name]: tidied }));
                } : undefined}
                aria-invalid={problem === undefined ? undefined : true}
                aria-describedby={describedBy(id, hint, problem)}
                className={`mt-1 block ${shortInputClass} w-44 ${problem === undefined ? '' : 'border-red-700'}`}
              />
            </FieldFrame>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400">
          {applyLabel}
        </button>
        {clearShown ? (
          <button type="button" onClick={clear} className="rounded border-2 border-blue-900 px-4 py-1.5 font-medium text-blue-900 hover:bg-blue-50 focus:outline-none focus:ring-4 focus:ring-amber-400">
            {clearLabel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
