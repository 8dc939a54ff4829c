import { useEffect, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { reservationFormSchema } from '../../../domain/reservation-form';
import { RESERVATION_PURPOSES } from '../../../domain/reservation-purposes';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { FieldFrame, fieldError, inputClass, TextField } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import { historyStore, useKeepTyping, useKeptFields } from '../../../ui/form/kept-typing';
import { lazyZodResolver } from '../../../ui/form/lazy-resolver';
import { registerMessages } from '../../../ui/form/messages';
// The graphic code and SMS code parts of the account forms (see decision 039).
import { useCaptcha } from '../../../ui/form/captcha';
import { CaptchaField } from '../../../ui/form/captcha-field';
import { CodeField } from '../../../ui/form/code-field';
import { sendCode } from '../../../ui/form/send-code';
import { notifier } from '../../../lib/notifier';
import { centersQuery, createReservation, type ReplacedReservation, type Reservation, type ReservationPurpose } from '../api/public';
import { ReplacedLine } from './replaced-line';
import { SlotPicker } from './slot-picker';

interface Values {
  centerId: string;
  purpose: ReservationPurpose | '';
  people: string;
  name: string;
  mobile: string;
  idNumber: string;
  captchaCode: string;
  smsCode: string;
  date: string;
  time: string;
}

type Checked = z.output<typeof reservationFormSchema>;

// Every empty field is named before any call (the server's check stays the one that counts). The rules and zod
// with them (33 KB) are fetched when the visitor first moves into the form, not for every look at the page's
// calendar; a submit that comes first waits for them.
const bookingRules = lazyZodResolver<Values, Checked>(() => import('../../../domain/reservation-form').then((rules) => {
  registerMessages(rules.findReservationFormMessage);
  return rules.reservationFormSchema as never;
}));

const FIELDS: Path<Values>[] = ['centerId', 'purpose', 'people', 'name', 'idNumber', 'mobile', 'captchaCode', 'smsCode', 'date', 'time'];
// What was typed comes back after a reload and the language switch (which reloads), in this tab's history entry only:
// a booking names a person's ID number, which must not wait on a shared computer. The graphic code is used once.
const TYPED = 'reserve.typed';
const KEPT: (keyof Values)[] = ['centerId', 'purpose', 'people', 'name', 'idNumber', 'mobile', 'smsCode', 'date', 'time'];

/** The offline appointment: who comes, what for, where and when; the server checks every rule and the code. */
export function BookingForm({ today, onBooked }: { today: string; onBooked: (reservation: Reservation) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const centers = useQuery(centersQuery);
  const form = useForm<Values, unknown, Checked>({
    resolver: bookingRules,
    shouldFocusError: false,
    defaultValues: useKeptFields<Values>(historyStore(), TYPED, () => ({ centerId: '', purpose: '', people: '1', name: '', mobile: '', idNumber: '', captchaCode: '', smsCode: '', date: '', time: '' })),
  });
  const forgetTyped = useKeepTyping(form, TYPED, historyStore(), KEPT);
  const errors = useFormErrors(form, FIELDS, 'reserve');
  const captcha = useCaptcha();
  const [centerId, date, time] = useWatch({ control: form.control, name: ['centerId', 'date', 'time'] });
  const [slotKey, setSlotKey] = useState(0);
  const submit = useMutation({ mutationFn: createReservation });
  // The mobile's booking this one would cancel (spec §5: one booking per number), named by the server once the code
  // is checked; booking goes ahead only when the visitor confirms it.
  const [earlier, setEarlier] = useState<ReplacedReservation | null>(null);

  const book = async (values: Checked, replaceEarlier: boolean) => {
    setEarlier(null);
    const result = await submit.mutateAsync({
      ...(replaceEarlier ? { replaceEarlier } : {}),
      centerId: values.centerId, date: values.date, time: values.time, kind: 'offline', name: values.name, mobile: values.mobile,
      smsCode: values.smsCode, people: values.people, purpose: values.purpose, idNumber: values.idNumber,
    });
    if (!result.ok) {
      const named = replacesEarlier(result.data);
      if (named) {
        notifier.closeAll();
        setEarlier(named);
        return;
      }
      // A time taken meanwhile: the calendar is read again so it shows the slot full; everything typed stays.
      if (result.code === 409) {
        await queryClient.invalidateQueries({ queryKey: ['public', 'reservation-calendar'] });
        setSlotKey((n) => n + 1);
      }
      errors.applyFailure(result);
      return;
    }
    forgetTyped();
    onBooked(result.data);
  };

  // A kept center is chosen again once the list has its option (the select could not show it before).
  const keptCenter = form.getValues('centerId');
  useEffect(() => {
    if (centers.data && keptCenter) form.setValue('centerId', keptCenter);
  }, [centers.data]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the list arrives

  const centerError = fieldError(form, 'centerId');
  const purposeError = fieldError(form, 'purpose');
  return (
    <form noValidate onFocus={bookingRules.prefetch} onSubmit={form.handleSubmit((values) => book(values, false), errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <FieldFrame id={errors.idOf('centerId')} label={t('public.reserve.center')} error={centerError}>
        <select
          id={errors.idOf('centerId')}
          {...form.register('centerId', { onChange: () => { form.setValue('date', ''); form.setValue('time', ''); } })}
          aria-invalid={centerError ? true : undefined}
          aria-describedby={centerError ? `${errors.idOf('centerId')}-error` : undefined}
          className={inputClass}
        >
          <option value="">{centers.isPending ? t('common.loading') : t('public.reserve.chooseCenter')}</option>
          {centers.data?.filter((center) => !center.isDefault).map((center) => <option key={center.id} value={center.id}>{center.name}</option>)}
        </select>
      </FieldFrame>
      <fieldset className={`mb-5 ${purposeError ? 'border-l-4 border-red-700 pl-3' : ''}`} aria-describedby={purposeError ? `${errors.idOf('purpose')}-error` : undefined}>
        <legend className="font-semibold text-slate-900">{t('public.reserve.purpose')}</legend>
        {purposeError ? <p id={`${errors.idOf('purpose')}-error`} className="mt-1 font-semibold text-red-800">{purposeError}</p> : null}
        {RESERVATION_PURPOSES.map((purpose, index) => (
          <div key={purpose} className="mt-2 flex items-center gap-2">
            <input id={index === 0 ? errors.idOf('purpose') : `reserve-purpose-${purpose}`} type="radio" value={purpose} {...form.register('purpose')} className="h-6 w-6 accent-blue-900" />
            <label htmlFor={index === 0 ? errors.idOf('purpose') : `reserve-purpose-${purpose}`}>{t(`public.purpose.${purpose}`)}</label>
          </div>
        ))}
      </fieldset>
      <FieldFrame id={errors.idOf('people')} label={t('public.reserve.people')} hint={t('public.reserve.peopleHint')} error={fieldError(form, 'people')}>
        <select id={errors.idOf('people')} {...form.register('people')} aria-describedby={`${errors.idOf('people')}-hint`} className={`${inputClass} max-w-[8rem]`}>
          {[1, 2, 3, 4, 5].map((n) => <option key={n} value={String(n)}>{n}</option>)}
        </select>
      </FieldFrame>
      <TextField form={form} name="name" id={errors.idOf('name')} label={t('public.reserve.name')} autoComplete="name" maxLength={60} />
      <TextField form={form} name="idNumber" id={errors.idOf('idNumber')} label={t('public.reserve.idNumber')} hint={t('public.reserve.idNumberHint')} autoComplete="off" spellCheck={false} maxLength={32} />
      <TextField form={form} name="mobile" id={errors.idOf('mobile')} label={t('account.field.mobile')} hint={t('account.field.mobileHint')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={11} />
      <CaptchaField form={form} name="captchaCode" id={errors.idOf('captchaCode')} captcha={captcha} />
      <CodeField
        form={form} name="smsCode" id={errors.idOf('smsCode')} label={t('account.field.smsCode')}
        onSend={() => sendCode({ form, errors, captcha, captchaField: 'captchaCode', channel: 'sms', purpose: 'reservation', targetField: 'mobile' })}
      />
      <SlotPicker
        key={`${centerId}-${slotKey}`}
        centerId={centerId}
        today={today}
        date={date}
        time={time}
        idOf={errors.idOf}
        dateError={fieldError(form, 'date')}
        timeError={fieldError(form, 'time')}
        onChange={(nextDate, nextTime) => {
          form.setValue('date', nextDate);
          form.setValue('time', nextTime);
          form.clearErrors(['date', 'time']);
        }}
      />
      {earlier ? (
        <div role="alert" className="mb-5 border-l-4 border-amber-600 bg-amber-50 p-4">
          <p className="mb-3 text-slate-900"><ReplacedLine textKey="public.booking.replaces" replaced={earlier} /></p>
          <button type="button" disabled={submit.isPending} onClick={form.handleSubmit((values) => book(values, true), errors.onInvalid)}
            className="rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70">
            {t('public.booking.replaceConfirm')}
          </button>
        </div>
      ) : <SubmitButton busy={submit.isPending}>{t('public.reserve.submit')}</SubmitButton>}
    </form>
  );
}

function replacesEarlier(data: unknown): ReplacedReservation | null {
  const refusal = data as { reason?: unknown; earlier?: ReplacedReservation } | undefined;
  return refusal?.reason === 'replacesEarlier' && refusal.earlier ? refusal.earlier : null;
}
