import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { bankCardSchema, CARD_GRADES, CARD_TYPES } from '../../../domain/bank-card';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { TextField } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import { useLabelValue, useListSeparator } from '../../../ui/label-value';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { saveApplyStep } from '../shared/save-apply-step';
import { useApplicant, type ApplicantSnapshot } from './applicant-actor';
import { RadioGroup } from '../../../ui/form/radio-group';
import { SelectField } from '../../../ui/form/select-field';
import { flattenFields } from './documents-helpers';
import { documentsSectionsOf, splitDocumentsFields, type DocumentsPlace } from './documents-save';
import { deviceStore, readTyped, useKeepTyping } from '../../../ui/form/kept-typing';
import { keptKey } from './kept-files';
import { ContinueButton, StepFrame } from './step-frame';
import { useDocumentText } from './strings';
import { Uploader, type UploaderState } from './uploader';

type Values = { fileId: string; cardNo: string; cardGrade: string; issuingBank: string; cardType: string; reservedMobile: string };
type Valid = z.output<typeof bankCardSchema>;
const fields = ['cardNo', 'cardGrade', 'issuingBank', 'cardType', 'reservedMobile'] as const;
const titleOf: Record<DocumentsPlace, string> = {
  passport: 'review.title', idCard: 'idCard.title', birthCertificate: 'birthCertificate.title', photo: 'photo.title', bankCard: 'bankCard.title',
};

// The optional bank card: skip it, or upload it (read by the server) and confirm its details.
export function BankCardStep({ actor, screenActor }: FlowScreenProps) {
  const { text } = useDocumentText();
  const labelValue = useLabelValue();
  const listSeparator = useListSeparator();
  const [search] = useSearchParams();
  const [saving, setSaving] = useState(false);
  const { sections, applicantId, send } = useApplicant(screenActor);
  const scope = `${applicantId}:bankCard`;
  const [startValues] = useState<Values>(() => {
    const saved = flattenFields(sections.bankCard ?? {});
    return {
      fileId: saved.fileId ?? '', cardNo: saved.cardNo ?? '', cardGrade: saved.cardGrade ?? '', issuingBank: saved.issuingBank ?? '',
      cardType: saved.cardType ?? '', reservedMobile: saved.reservedMobile ?? '', ...(readTyped(deviceStore(), keptKey(scope)) as Partial<Values> | null),
    };
  });
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(bankCardSchema as unknown as z.ZodType<Valid, Values>),
    shouldFocusError: false,
    defaultValues: startValues,
  });
  const forgetTyped = useKeepTyping(form, keptKey(scope));
  const errors = useFormErrors(form, fields, 'bankCard');

  // The last documents step: the whole documents step is saved on the server before the machine moves on. A
  // refusal about the bank card lands on its fields; one about an earlier step stands above the form, named by
  // that step. What was typed stays (and stays kept) until the save succeeds.
  const confirm = async (card: Valid | null) => {
    if (saving) return;
    setSaving(true);
    const owner = { applicantId, applyId: (screenActor.getSnapshot() as ApplicantSnapshot).context.applyId ?? null };
    const result = await saveApplyStep(actor.getSnapshot().context, search.get('draft'), owner, 'documents', documentsSectionsOf(sections, card));
    setSaving(false);
    if (!result.ok) {
      const { bankCard, elsewhere } = splitDocumentsFields(result.kind === 'business' ? result.fields ?? {} : {}, fields);
      errors.applyFailure({ ...result, fields: bankCard });
      if (elsewhere.length) {
        form.setError('root.server', { type: 'server', message: elsewhere.map(({ place, message }) => (place ? labelValue(text(titleOf[place]), message) : message)).join(listSeparator) });
      }
      return;
    }
    forgetTyped();
    const applyId = result.data.id;
    send(card ? { type: 'bankCard.confirmed', bankCard: card, applyId } : { type: 'bankCard.skipped', applyId });
  };

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
        onSubmit={form.handleSubmit((card) => confirm(card), errors.onInvalid)}
      >
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        <Uploader id="bankCard-file" kind="bankCard" label={text('bankCard.upload')} earlierFileId={startValues.fileId || undefined} onChange={onUpload} />
        <TextField form={form} name="cardNo" id={errors.idOf('cardNo')} label={text('bankCard.cardNo')} inputMode="numeric" autoComplete="off" maxLength={23} />
        <SelectField form={form} name="cardGrade" id={errors.idOf('cardGrade')} label={text('bankCard.cardGrade')} placeholder={text('bankCard.choose')}
          options={CARD_GRADES.map((grade) => ({ value: grade, label: text(`bankCard.grade.${grade}`) }))} />
        <TextField form={form} name="issuingBank" id={errors.idOf('issuingBank')} label={text('bankCard.issuingBank')} />
        <RadioGroup form={form} name="cardType" id={errors.idOf('cardType')} legend={text('bankCard.cardType')} inline
          options={CARD_TYPES.map((type) => ({ value: type, label: text(`bankCard.type.${type}`) }))} />
        <TextField form={form} name="reservedMobile" id={errors.idOf('reservedMobile')} label={text('bankCard.reservedMobile')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={11} />
        <div className="flex flex-wrap items-center gap-4">
          <ContinueButton busy={saving} />
          <button type="button" aria-disabled={saving || undefined} onClick={() => void confirm(null)}
            className="rounded border-2 border-slate-700 px-4 py-2 text-lg font-semibold text-slate-900 focus:outline-none focus:ring-4 focus:ring-amber-400">
            {text('bankCard.skip')}
          </button>
        </div>
      </form>
    </StepFrame>
  );
}
