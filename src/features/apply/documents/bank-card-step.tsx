import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { bankCardSchema, CARD_GRADES, CARD_TYPES } from '../../../domain/bank-card';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { TextField } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import type { FlowScreenProps } from '../flow/screen-registry';
import { useApplicant } from './applicant-actor';
import { RadioGroup, SelectField } from './choice-fields';
import { flattenFields } from './documents-helpers';
import { forgetKept, keptValues, useKeepTyped } from './keep-typed';
import { ContinueButton, StepFrame } from './step-frame';
import { useDocumentText } from './strings';
import { Uploader, type UploaderState } from './uploader';

type Values = { fileId: string; cardNo: string; cardGrade: string; issuingBank: string; cardType: string; reservedMobile: string };
type Valid = z.output<typeof bankCardSchema>;
const fields = ['cardNo', 'cardGrade', 'issuingBank', 'cardType', 'reservedMobile'] as const;

// The optional bank card: skip it, or upload it (read by the server) and confirm its details.
export function BankCardStep({ screenActor }: FlowScreenProps) {
  const { text } = useDocumentText();
  const { data, applicantId, send } = useApplicant(screenActor);
  const scope = `${applicantId}:bankCard`;
  const saved = flattenFields(data.bankCard ?? {});
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(bankCardSchema as unknown as z.ZodType<Valid, Values>),
    shouldFocusError: false,
    defaultValues: {
      fileId: saved.fileId ?? '', cardNo: saved.cardNo ?? '', cardGrade: saved.cardGrade ?? '', issuingBank: saved.issuingBank ?? '',
      cardType: saved.cardType ?? '', reservedMobile: saved.reservedMobile ?? '', ...keptValues<Values>(scope),
    },
  });
  useKeepTyped(form, scope);
  const errors = useFormErrors(form, fields, 'bankCard');

  const onUpload = (state: UploaderState) => {
    form.setValue('fileId', state.status === 'ready' ? state.fileId : '', { shouldValidate: form.formState.isSubmitted });
    if (state.status !== 'ready') return;
    for (const name of fields) {
      const value = state.fields[name];
      if (value && !form.getFieldState(name).isDirty) form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });
    }
  };

  return (
    <StepFrame screenActor={screenActor} title={text('bankCard.title')} intro={<p>{text('bankCard.intro')}</p>}>
      <form
        noValidate
        onSubmit={form.handleSubmit((card) => {
          forgetKept(scope);
          send({ type: 'bankCard.confirmed', bankCard: card });
        }, errors.onInvalid)}
      >
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        <Uploader id="bankCard-file" kind="bankCard" label={text('bankCard.upload')} earlierFileId={saved.fileId} onChange={onUpload} />
        <TextField form={form} name="cardNo" id={errors.idOf('cardNo')} label={text('bankCard.cardNo')} inputMode="numeric" autoComplete="off" maxLength={23} />
        <SelectField form={form} name="cardGrade" id={errors.idOf('cardGrade')} label={text('bankCard.cardGrade')} placeholder={text('bankCard.choose')}
          options={CARD_GRADES.map((grade) => ({ value: grade, label: text(`bankCard.grade.${grade}`) }))} />
        <TextField form={form} name="issuingBank" id={errors.idOf('issuingBank')} label={text('bankCard.issuingBank')} />
        <RadioGroup form={form} name="cardType" id={errors.idOf('cardType')} legend={text('bankCard.cardType')}
          options={CARD_TYPES.map((type) => ({ value: type, label: text(`bankCard.type.${type}`) }))} />
        <TextField form={form} name="reservedMobile" id={errors.idOf('reservedMobile')} label={text('bankCard.reservedMobile')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={11} />
        <div className="flex flex-wrap items-center gap-4">
          <ContinueButton />
          <button type="button" onClick={() => { forgetKept(scope); send({ type: 'bankCard.skipped' }); }}
            className="rounded border-2 border-slate-700 px-4 py-2 text-lg font-semibold text-slate-900 focus:outline-none focus:ring-4 focus:ring-amber-400">
            {text('bankCard.skip')}
          </button>
        </div>
      </form>
    </StepFrame>
  );
}
