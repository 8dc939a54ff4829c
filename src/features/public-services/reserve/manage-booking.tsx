import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { Notice, SubmitButton } from '../../../ui/form/form-page';
import { TextField } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import { useCaptcha } from '../../../ui/form/captcha';
import { CaptchaField } from '../../../ui/form/captcha-field';
import { CodeField } from '../../../ui/form/code-field';
import { sendCode } from '../../../ui/form/send-code';
import { cancelReservation, findReservation, rescheduleReservation, type Reservation } from '../api/public';
import { BookingCard } from './booking-card';
import { SlotPicker } from './slot-picker';

interface FindValues { reservationNo: string; mobile: string; captchaCode: string; smsCode: string }
const FIND_FIELDS: Path<FindValues>[] = ['reservationNo', 'mobile', 'captchaCode', 'smsCode'];

/** Step one: the booking's reference and a code sent to its mobile prove it is the asker's. */
function FindBooking({ onFound }: { onFound: (reservation: Reservation) => void }) {
  const { t } = useTranslation();
  const form = useForm<FindValues>({ shouldFocusError: false, defaultValues: { reservationNo: '', mobile: '', captchaCode: '', smsCode: '' } });
  const errors = useFormErrors(form, FIND_FIELDS, 'manage');
  const captcha = useCaptcha();
  const find = useMutation({ mutationFn: findReservation });
  const onValid = async (values: FindValues) => {
    const result = await find.mutateAsync({ reservationNo: values.reservationNo.trim(), mobile: values.mobile.trim(), smsCode: values.smsCode.trim() });
    if (!result.ok) return errors.applyFailure(result);
    onFound(result.data);
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
      <p className="mb-4 text-slate-700">{t('public.manage.intro')}</p>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <TextField form={form} name="reservationNo" id={errors.idOf('reservationNo')} label={t('public.booking.reference')} autoComplete="off" spellCheck={false} maxLength={40} />
      <TextField form={form} name="mobile" id={errors.idOf('mobile')} label={t('public.manage.mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={11} />
      <CaptchaField form={form} name="captchaCode" id={errors.idOf('captchaCode')} captcha={captcha} />
      <CodeField
        form={form} name="smsCode" id={errors.idOf('smsCode')} label={t('account.field.smsCode')}
        onSend={() => sendCode({ form, errors, captcha, captchaField: 'captchaCode', channel: 'sms', purpose: 'reservation', targetField: 'mobile' })}
      />
      <SubmitButton busy={find.isPending}>{t('public.manage.find')}</SubmitButton>
    </form>
  );
}

interface MoveValues { date: string; time: string }

/** Step two: the booking, a new day and time for it, or its cancellation behind a question. */
function ChangeBooking({ reservation, today, onChanged }: { reservation: Reservation; today: string; onChanged: (next: Reservation, what: 'moved' | 'cancelled') => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<MoveValues>({ shouldFocusError: false, defaultValues: { date: '', time: '' } });
  const errors = useFormErrors(form, ['date', 'time'], 'move');
  const [asking, setAsking] = useState(false);
  const [slotKey, setSlotKey] = useState(0);
  const values = form.watch();
  const move = useMutation({ mutationFn: rescheduleReservation });
  const cancel = useMutation({ mutationFn: () => cancelReservation(reservation.id, reservation.cancelToken) });

  const onValid = async ({ date, time }: MoveValues) => {
    const result = await move.mutateAsync({ id: reservation.id, cancelToken: reservation.cancelToken, date, time });
    await queryClient.invalidateQueries({ queryKey: ['public', 'reservation-calendar'] });
    if (!result.ok) {
      if (result.code === 409) setSlotKey((n) => n + 1);
      return errors.applyFailure(result);
    }
    onChanged(result.data, 'moved');
  };
  const onCancel = async () => {
    const result = await cancel.mutateAsync();
    setAsking(false);
    if (result.ok) onChanged({ ...reservation, status: 'cancelled' }, 'cancelled');
  };

  return (
    <>
      <BookingCard reservation={reservation} />
      <h2 className="mb-3 text-2xl font-bold text-blue-950">{t('public.manage.moveHeading')}</h2>
      <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        <SlotPicker
          key={slotKey}
          centerId={reservation.centerId}
          today={today}
          date={values.date}
          time={values.time}
          idOf={errors.idOf}
          dateError={form.formState.errors.date?.message}
          timeError={form.formState.errors.time?.message}
          onChange={(date, time) => {
            form.setValue('date', date);
            form.setValue('time', time);
            form.clearErrors();
          }}
        />
        <SubmitButton busy={move.isPending}>{t('public.manage.move')}</SubmitButton>
      </form>
      <h2 className="mb-3 mt-10 text-2xl font-bold text-blue-950">{t('public.manage.cancelHeading')}</h2>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('public.manage.cancelQuestion')}
        description={t('public.manage.cancelExplained', { reference: reservation.reservationNo })}
        confirmLabel={t('public.manage.cancelConfirm')}
        keepLabel={t('public.manage.cancelKeep')}
        busy={cancel.isPending}
        onConfirm={() => void onCancel()}
        trigger={<button type="button" className="rounded border-2 border-red-800 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus:outline-none focus:ring-4 focus:ring-amber-400">{t('public.manage.cancel')}</button>}
      />
    </>
  );
}

/** Reschedule or cancel a booking by its reference and an SMS code (issue 16 item 1). */
export function ManageBooking({ today }: { today: string }) {
  const { t } = useTranslation();
  const [found, setFound] = useState<Reservation | null>(null);
  const [done, setDone] = useState<{ reservation: Reservation; what: 'moved' | 'cancelled' } | null>(null);
  if (done?.what === 'cancelled') return <Notice tone="success">{t('public.manage.cancelled', { reference: done.reservation.reservationNo })}</Notice>;
  if (!found) return <FindBooking onFound={setFound} />;
  if (found.status === 'cancelled') return <Notice>{t('public.manage.alreadyCancelled', { reference: found.reservationNo })}</Notice>;
  // After a move the booking stays open here, so it can be moved again or cancelled without another code.
  return (
    <>
      {done?.what === 'moved' ? <Notice tone="success">{t('public.manage.moved')}</Notice> : null}
      <ChangeBooking
        key={`${found.date} ${found.time}`}
        reservation={found}
        today={today}
        onChanged={(reservation, what) => {
          if (what === 'moved') setFound(reservation);
          setDone({ reservation, what });
        }}
      />
    </>
  );
}
