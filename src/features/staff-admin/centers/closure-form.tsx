import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { RadioGroup } from '../../../ui/form/radio-group';
import { DateField, TextField } from '../../../ui/form/text-field';
import { useAdminFormErrors } from '../parts/form-errors';
import { useCreateClosure } from '../api/centers';
import { Done } from '../parts/admin-page';
import { showFailure } from '../parts/failure';
import { LocalizedFields, localizedPaths } from '../parts/localized-fields';
import { useAdminText } from '../strings';
import { closureSchema } from './center-rules';

type Values = z.input<typeof closureSchema>;
type Valid = z.output<typeof closureSchema>;
const fields = ['date', 'span', 'from', 'until', ...localizedPaths('reason')] as const;
const blank: Values = { date: '', span: 'day', from: '', until: '', reason: { zh: '', en: '', ko: '' } };

/** Closes a day or some hours of it; the answer says how many holders of appointments were told. */
export function ClosureForm({ centerId }: { centerId: string }) {
  const { text } = useAdminText();
  const form = useForm<Values, unknown, Valid>({ resolver: zodResolver(closureSchema), shouldFocusError: false, defaultValues: blank });
  const errors = useAdminFormErrors(form, fields, 'closure');
  const create = useCreateClosure();
  const [done, setDone] = useState('');
  const hours = form.watch('span') === 'hours';

  const onValid = async (values: Valid) => {
    errors.clearServerErrors();
    setDone('');
    try {
      const closure = await create.mutateAsync([centerId, values]);
      form.reset(blank);
      const when = closure.from && closure.until ? text('centers.closureHours', { date: closure.date, from: closure.from, until: closure.until }) : closure.date;
      setDone(text('centers.closed', { when, count: closure.notified }));
    } catch (error) {
      showFailure(form, errors, error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <Done message={done} />
      <DateField form={form} name="date" id={errors.idOf('date')} label={text('centers.closureDate')} />
      <RadioGroup
        form={form} name="span" id={errors.idOf('span')} legend={text('centers.closureSpan')} inline
        options={[{ value: 'day', label: text('centers.wholeDay') }, { value: 'hours', label: text('centers.someHours') }]}
      >
        {hours ? (
          <div className="mb-3 flex flex-wrap gap-x-6">
            <TextField form={form} name="from" id={errors.idOf('from')} label={text('centers.closedFrom')} hint={text('centers.timeHint')} className="max-w-40" inputMode="numeric" autoComplete="off" />
            <TextField form={form} name="until" id={errors.idOf('until')} label={text('centers.closedUntil')} hint={text('centers.untilHint')} className="max-w-40" inputMode="numeric" autoComplete="off" />
          </div>
        ) : null}
      </RadioGroup>
      <LocalizedFields form={form} name="reason" idPrefix="closure" legend={text('centers.reason')} hint={text('centers.reasonHint')} rows={2} />
      <SubmitButton busy={create.isPending}>{text('centers.close')}</SubmitButton>
    </form>
  );
}
