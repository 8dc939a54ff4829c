import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { TextField } from '../../../ui/form/text-field';
import { useAdminFormErrors } from '../parts/form-errors';
import { useUpdateCenter, type StaffCenter } from '../api/centers';
import { Done } from '../parts/admin-page';
import { showFailure } from '../parts/failure';
import { LocalizedFields, localizedPaths } from '../parts/localized-fields';
import { useAdminText } from '../strings';
import { centerSettingsSchema } from './center-rules';

type Values = z.input<typeof centerSettingsSchema>;
type Valid = z.output<typeof centerSettingsSchema>;
const fields = ['opens', 'closes', ...localizedPaths('openingHours'), 'slotCapacity'] as const;

/** Hours and capacity of one center; the slots these hours give are shown back after a save. */
export function CenterSettingsForm({ center }: { center: StaffCenter }) {
  const { text } = useAdminText();
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(centerSettingsSchema),
    shouldFocusError: false,
    defaultValues: { opens: center.submissionHours.opens, closes: center.submissionHours.closes, openingHours: center.openingHours, slotCapacity: String(center.slotCapacity) },
  });
  const errors = useAdminFormErrors(form, fields, 'center');
  const update = useUpdateCenter();
  const [done, setDone] = useState('');

  const onValid = async (values: Valid) => {
    errors.clearServerErrors();
    setDone('');
    try {
      const saved = await update.mutateAsync([center.id, values]);
      form.reset({ opens: saved.submissionHours.opens, closes: saved.submissionHours.closes, openingHours: saved.openingHours, slotCapacity: String(saved.slotCapacity) });
      setDone(text('centers.saved', { slots: saved.slotTimes.join(', ') }));
    } catch (error) {
      showFailure(form, errors, error, { 'submissionHours.opens': 'opens', 'submissionHours.closes': 'closes' });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <Done message={done} />
      <fieldset className="mb-2">
        <legend className="mb-1 text-lg font-semibold text-slate-900">{text('centers.submissionHours')}</legend>
        <p className="mb-2 text-sm text-slate-600">{text('centers.submissionHoursHint', { slots: center.slotTimes.join(', ') })}</p>
        <div className="flex flex-wrap gap-x-6">
          <TextField form={form} name="opens" id={errors.idOf('opens')} label={text('centers.opens')} hint={text('centers.timeHint')} className="max-w-40" inputMode="numeric" autoComplete="off" />
          <TextField form={form} name="closes" id={errors.idOf('closes')} label={text('centers.closes')} hint={text('centers.timeHint')} className="max-w-40" inputMode="numeric" autoComplete="off" />
        </div>
      </fieldset>
      <LocalizedFields form={form} name="openingHours" idPrefix="center" legend={text('centers.openingHours')} hint={text('centers.openingHoursHint')} rows={2} />
      <TextField form={form} name="slotCapacity" id={errors.idOf('slotCapacity')} label={text('centers.slotCapacity')} hint={text('centers.slotCapacityHint')} className="max-w-40" inputMode="numeric" autoComplete="off" />
      <SubmitButton busy={update.isPending}>{text('save')}</SubmitButton>
    </form>
  );
}
