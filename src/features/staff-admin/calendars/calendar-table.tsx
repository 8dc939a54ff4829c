import { Fragment, useMemo, useState, type ReactElement } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { dateInputProps, tidyingOnBlur } from '../../../ui/form/date-text';
import { fieldError, inputClass, TextField } from '../../../ui/form/text-field';
import { useAdminFormErrors } from '../parts/form-errors';
import { useReplaceCalendarYear, type StaffCalendarYear } from '../api/calendars';
import { cellClass, dangerButtonClass, Done, headCellClass, secondaryButtonClass, TableFrame } from '../parts/admin-page';
import { showFailure } from '../parts/failure';
import { EDIT_LANGUAGES } from '../parts/localized-fields';
import { useAdminText } from '../strings';
import { calendarSchema, type CalendarValid, type CalendarValues } from './calendar-rules';

const cellInput = `${inputClass} mt-0 max-w-none`;

/**
 * The year's days as an editable table, saved whole at once (the contract replaces a year). Each cell has its own
 * label for a screen reader (the day's row number and the column), and its message beside it.
 */
export function CalendarTable({ year, calendar }: { year: number; calendar: StaffCalendarYear }) {
  const { text } = useAdminText();
  const schema = useMemo(() => calendarSchema(year), [year]);
  const form = useForm<CalendarValues, unknown, CalendarValid>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: { source: calendar.source ?? '', days: calendar.days },
  });
  const days = useFieldArray({ control: form.control, name: 'days' });
  const fieldNames = useMemo(() => ['source', ...days.fields.flatMap((_, i) => [`days.${i}.date`, `days.${i}.kind`, ...EDIT_LANGUAGES.map((l) => `days.${i}.name.${l}`)]), 'days'], [days.fields]);
  const errors = useAdminFormErrors(form, fieldNames as never, 'calendar');
  const save = useReplaceCalendarYear();
  const [done, setDone] = useState('');

  const onValid = async (values: CalendarValid) => {
    errors.clearServerErrors();
    setDone('');
    try {
      const saved = await save.mutateAsync([year, values]);
      form.reset({ source: saved.source ?? '', days: saved.days });
      setDone(text('calendars.saved', { year, count: saved.days.length }));
    } catch (error) {
      showFailure(form, errors, error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <Done message={done} />
      <TextField form={form} name="source" id={errors.idOf('source')} label={text('calendars.source')} hint={text('calendars.sourceHint')} autoComplete="off" />
      <TableFrame label={text('calendars.daysOf', { year })}>
        <table className="w-full min-w-[60rem] text-left text-slate-800">
          <thead>
            <tr>
              <th scope="col" className={headCellClass}>{text('calendars.date')}</th>
              <th scope="col" className={headCellClass}>{text('calendars.kind')}</th>
              {EDIT_LANGUAGES.map((language) => <th key={language} scope="col" className={headCellClass}>{text('calendars.nameIn', { language: text(`language.${language}`) })}</th>)}
              <th scope="col" className={headCellClass}><span className="sr-only">{text('actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {days.fields.length === 0 ? (
              <tr><td colSpan={6} className={`${cellClass} text-slate-700`}>{text('calendars.noDays')}</td></tr>
            ) : null}
            {days.fields.map((day, index) => {
              const row = index + 1;
              const cell = (name: string, label: string, input: ReactElement) => {
                const error = fieldError(form, name as never);
                return (
                  <td className={cellClass}>
                    <label htmlFor={errors.idOf(name)} className="sr-only">{label}</label>
                    {input}
                    {error ? <p id={`${errors.idOf(name)}-error`} className="mt-1 text-sm font-semibold text-red-800">{error}</p> : null}
                  </td>
                );
              };
              const invalid = (name: string) => (fieldError(form, name as never) ? { 'aria-invalid': true, 'aria-describedby': `${errors.idOf(name)}-error` } : {});
              const dateName = `days.${index}.date` as const;
              const registeredDate = form.register(dateName);
              return (
                <tr key={day.id}>
                  {cell(dateName, text('calendars.dateOf', { row }), (
                    <input id={errors.idOf(dateName)} {...dateInputProps} {...registeredDate} onBlur={tidyingOnBlur(registeredDate)} placeholder={`${year}-01-01`} className={`${cellInput} w-36`} {...invalid(dateName)} />
                  ))}
                  {cell(`days.${index}.kind`, text('calendars.kindOf', { row }), (
                    <select id={errors.idOf(`days.${index}.kind`)} {...form.register(`days.${index}.kind`)} className={cellInput}>
                      <option value="holiday">{text('calendars.holiday')}</option>
                      <option value="workday">{text('calendars.workday')}</option>
                    </select>
                  ))}
                  {EDIT_LANGUAGES.map((language) => {
                    const name = `days.${index}.name.${language}` as const;
                    return (
                      <Fragment key={language}>
                        {cell(name, text('calendars.nameOf', { row, language: text(`language.${language}`) }), (
                          <input id={errors.idOf(name)} type="text" lang={language} {...form.register(name)} className={cellInput} {...invalid(name)} />
                        ))}
                      </Fragment>
                    );
                  })}
                  <td className={cellClass}>
                    <button type="button" className={dangerButtonClass} onClick={() => days.remove(index)}>
                      {text('calendars.remove')}<span className="sr-only">{` ${text('calendars.row', { row })}`}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
      <p className="my-4">
        <button type="button" className={secondaryButtonClass} onClick={() => days.append({ date: '', kind: 'holiday', name: { zh: '', en: '', ko: '' } })}>
          {text('calendars.addDay')}
        </button>
      </p>
      <SubmitButton busy={save.isPending}>{text('calendars.save', { year })}</SubmitButton>
    </form>
  );
}

