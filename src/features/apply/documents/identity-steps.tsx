import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { Gender } from '../../../domain/id-card';
import { Checkbox } from '../../../ui/form/checkbox';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { DateField, fieldError, TextField } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { useApplicant } from './applicant-actor';
import { RadioGroup } from '../../../ui/form/radio-group';
import { cardFieldsToForm, idCardFormSchema, idCardFormValues, todayInChina, type IdCardFormValues } from './documents-helpers';
import { clearTyped, deviceStore, readTyped, useKeepTyping } from '../../../ui/form/kept-typing';
import { keptFileId, keptKey, useKeptUpload } from './kept-files';
import { duplicateInOrder, useOrderApplicants } from './order-owners';
import { ContinueButton, StepFrame } from './step-frame';
import { useDocumentText } from './strings';
import { Uploader, type UploaderState } from './uploader';
import { useUploadSummary } from './upload-summary';

type Valid = z.output<ReturnType<typeof idCardFormSchema>>;
const fields = [
  'frontFileId', 'backFileId', 'idCardNo', 'name', 'gender', 'nation', 'birthDate', 'address', 'idcardAuthority', 'idcardStartDate', 'idcardEndDate',
] as const satisfies readonly Path<IdCardFormValues>[];

// The ID card: both sides uploaded and read, the details checked (GB 11643, against the passport, validity),
// or — for a minor without one — the way to the birth medical certificate.
export function IdCardStep({ actor, screenActor }: FlowScreenProps) {
  const { text } = useDocumentText();
  const { snapshot, sections, applicantId, send } = useApplicant(screenActor);
  const scope = `${applicantId}:idCard`;
  const today = todayInChina();
  const passport = { birthDate: sections.passport?.birthDate, gender: sections.passport?.gender as Gender | undefined };
  const schema = useMemo(() => idCardFormSchema(passport, today), [passport.birthDate, passport.gender, today]); // eslint-disable-line react-hooks/exhaustive-deps
  // What was confirmed, with what was typed or uploaded since on top: going back to the passport and returning
  // keeps both card images (issue 12), as it keeps the typed fields.
  const [startValues] = useState(() => ({ ...idCardFormValues(sections.idCard, sections.passport), ...(readTyped(deviceStore(), keptKey(scope)) as Partial<IdCardFormValues> | null) }));
  const form = useForm<IdCardFormValues, unknown, Valid>({
    resolver: zodResolver(schema as unknown as z.ZodType<Valid, IdCardFormValues>),
    shouldFocusError: false,
    defaultValues: startValues,
  });
  const forgetTyped = useKeepTyping(form, keptKey(scope));
  const errors = useFormErrors(form, fields, 'idCard');
  const order = useOrderApplicants(actor, applicantId);
  const minorAllowed = snapshot.can({ type: 'minorExemption.chosen', on: today });

  // A fresh read fills what the person has not typed themselves; nothing typed is overwritten.
  const side = (file: 'frontFileId' | 'backFileId') => (state: UploaderState) => {
    form.setValue(file, state.status === 'ready' ? state.fileId : '', { shouldValidate: form.formState.isSubmitted });
    if (state.status !== 'ready') return;
    for (const [name, value] of Object.entries(cardFieldsToForm(state.fields))) {
      const key = name as keyof IdCardFormValues;
      // After a failed Continue, the read values clear the messages they answer at once.
      if (!form.getFieldState(key).isDirty && value !== undefined) form.setValue(key, value as never, { shouldValidate: form.formState.isSubmitted });
    }
  };

  return (
    <StepFrame screenActor={screenActor} title={text('idCard.title')} intro={<p>{text('idCard.intro')}</p>}>
      <form
        noValidate
        onSubmit={form.handleSubmit((card) => {
          const duplicate = duplicateInOrder(order.others, 'idCard', card.idCardNo);
          if (duplicate) {
            form.setError('idCardNo', { type: 'duplicate', message: duplicate });
            errors.reveal();
            return;
          }
          forgetTyped();
          send({ type: 'idCard.confirmed', idCard: card });
        }, errors.onInvalid)}
      >
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        <Uploader id={errors.idOf('frontFileId')} kind="idCardFront" label={text('idCard.front')} earlierFileId={startValues.frontFileId || undefined}
          error={fieldError(form, 'frontFileId')} onChange={side('frontFileId')} />
        <Uploader id={errors.idOf('backFileId')} kind="idCardBack" label={text('idCard.back')} earlierFileId={startValues.backFileId || undefined}
          error={fieldError(form, 'backFileId')} onChange={side('backFileId')} />

        <h2 className="mb-4 mt-8 text-2xl font-bold text-blue-950">{text('idCard.details')}</h2>
        <TextField form={form} name="idCardNo" id={errors.idOf('idCardNo')} label={text('idCard.idCardNo')} hint={text('idCard.idCardNoHint')} spellCheck={false} autoComplete="off" maxLength={22} />
        <TextField form={form} name="name" id={errors.idOf('name')} label={text('idCard.name')} />
        <RadioGroup form={form} name="gender" id={errors.idOf('gender')} legend={text('idCard.gender')} inline
          options={[{ value: 'male', label: text('review.male') }, { value: 'female', label: text('review.female') }]} />
        <TextField form={form} name="nation" id={errors.idOf('nation')} label={text('idCard.nation')} />
        <DateField form={form} name="birthDate" id={errors.idOf('birthDate')} label={text('idCard.birthDate')} />
        <TextField form={form} name="address" id={errors.idOf('address')} label={text('idCard.address')} />
        <TextField form={form} name="idcardAuthority" id={errors.idOf('idcardAuthority')} label={text('idCard.idcardAuthority')} />
        <DateField form={form} name="idcardStartDate" id={errors.idOf('idcardStartDate')} label={text('idCard.idcardStartDate')} />
        <Checkbox id={errors.idOf('longTerm')} label={text('idCard.longTerm')} {...form.register('longTerm')} />
        {form.watch('longTerm') ? null : (
          <DateField form={form} name="idcardEndDate" id={errors.idOf('idcardEndDate')} label={text('idCard.idcardEndDate')} />
        )}
        <ContinueButton />
      </form>

      {minorAllowed ? (
        <section aria-labelledby="minor-title" className="mt-10 border-t border-slate-200 pt-6">
          <h2 id="minor-title" className="text-xl font-bold text-blue-950">{text('idCard.minorTitle')}</h2>
          <p className="mt-2 text-slate-800">{text('idCard.minorText')}</p>
          <button type="button" onClick={() => send({ type: 'minorExemption.chosen', on: today })}
            className="mt-3 rounded border-2 border-blue-900 px-4 py-2 font-semibold text-blue-900 focus:outline-none focus:ring-4 focus:ring-amber-400">
            {text('idCard.minorButton')}
          </button>
        </section>
      ) : null}
    </StepFrame>
  );
}

// A minor without an ID card: the birth medical certificate is uploaded in its place (stored, not read).
export function BirthCertificateStep({ screenActor }: FlowScreenProps) {
  const { text } = useDocumentText();
  const { sections, applicantId, send } = useApplicant(screenActor);
  const scope = `${applicantId}:birthCertificate`;
  const [upload, setUpload] = useKeptUpload(scope);
  const [earlierFileId] = useState(() => sections.minorExemption?.birthCertificateFileId ?? keptFileId(scope));
  const summary = useUploadSummary();
  const latest = useRef(upload);
  latest.current = upload;
  return (
    <StepFrame screenActor={screenActor} title={text('birthCertificate.title')} intro={<p>{text('birthCertificate.intro')}</p>}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const current = latest.current;
          if (current.status === 'ready') {
            clearTyped(deviceStore(), keptKey(scope));
            send({ type: 'birthCertificate.confirmed', minorExemption: { birthCertificateFileId: current.fileId } });
          }
          else summary.show([{ field: 'birth-certificate-file', message: text('birthCertificate.missing') }]);
        }}
      >
        <ErrorSummary items={summary.items} idOf={(field) => field} summaryRef={summary.summaryRef} />
        <Uploader id="birth-certificate-file" kind="birthCertificate" label={text('birthCertificate.upload')} earlierFileId={earlierFileId}
          error={summary.errorOf('birth-certificate-file')} onChange={setUpload} />
        <ContinueButton busy={upload.status === 'busy'} />
      </form>
    </StepFrame>
  );
}
