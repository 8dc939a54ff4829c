import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { PassportData } from '../../../../machines/application/applicant-data';
import { passportNameMatches, passportNameShown } from '../../../domain/document-owners';
import { passportSchemaOn } from '../../../domain/passport-rules';
import { fillMessage } from '../../../domain/visa-choice';
import { Checkbox } from '../../../ui/form/checkbox';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { messageOf } from '../../../ui/form/messages';
import { DateField, TextField } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { useApplicant } from './applicant-actor';
import { RadioGroup } from '../../../ui/form/radio-group';
import { PASSPORT_FIELD_HINTS, PASSPORT_FIELDS, passportFormValues, readFields, todayInChina, type PassportField } from './documents-helpers';
import { FileThumbnail } from './file-thumbnail';
import { deviceStore, readTyped, useKeepTyping } from '../../../ui/form/kept-typing';
import { keptKey } from './kept-files';
import { duplicateInOrder, useOrderApplicants } from './order-owners';
import { ContinueButton, StepFrame } from './step-frame';
import { useDocumentText } from './strings';
import { Uploader, type UploaderState } from './uploader';
import { useUploadSummary } from './upload-summary';

// Passport, step 1: the photo page is uploaded and read; a good read moves straight on to the review.
export function PassportUploadStep({ screenActor }: FlowScreenProps) {
  const { text } = useDocumentText();
  const { data, send } = useApplicant(screenActor);
  const [upload, setUpload] = useState<UploaderState>({ status: 'empty' });
  const summary = useUploadSummary();
  const earlier = data.recognised ?? data.sections.passport;
  const earlierFileId = typeof earlier?.fileId === 'string' ? earlier.fileId : undefined;

  const onChange = (state: UploaderState) => {
    setUpload(state);
    // A fresh read goes to the review at once; an earlier upload waits for Continue.
    if (state.status === 'ready' && state.fileId !== earlierFileId) send({ type: 'passport.recognised', fields: state.fields });
  };
  const onContinue = (event: React.FormEvent) => {
    event.preventDefault();
    if (upload.status === 'ready') {
      send({ type: 'passport.recognised', fields: earlier && upload.fileId === earlierFileId ? earlier : upload.fields });
      return;
    }
    summary.show([{ field: 'passport-file', message: messageOf('required.passport.fileId') }]);
  };

  return (
    <StepFrame screenActor={screenActor} title={text('passport.title')} intro={<p>{text('passport.intro')}</p>}>
      <form noValidate onSubmit={onContinue}>
        <ErrorSummary items={summary.items} idOf={(field) => field} summaryRef={summary.summaryRef} />
        {upload.status === 'rejected' && upload.reason === 'unreadable' ? (
          <div className="mb-4 border-l-4 border-blue-800 bg-blue-50 p-4 text-blue-950">
            <h2 className="text-xl font-bold">{text('passport.readFailedTitle')}</h2>
            <p className="mt-1">{text('passport.readFailed')}</p>
          </div>
        ) : null}
        <Uploader
          id="passport-file"
          kind="passport"
          label={text('passport.upload')}
          earlierFileId={earlierFileId}
          error={summary.errorOf('passport-file')}
          readingText={text('uploader.readingPassport')}
          onTypeInstead={(fileId) => send({ type: 'passport.recognised', fields: { fileId } })}
          onChange={onChange}
        />
        <ContinueButton busy={upload.status === 'busy'} />
      </form>
    </StepFrame>
  );
}

type Values = z.input<ReturnType<typeof passportSchemaOn>>;
type Valid = z.output<ReturnType<typeof passportSchemaOn>>;
const textFields: { name: PassportField; type?: string; english?: boolean }[] = [
  { name: 'passportNum' }, { name: 'surnameZh' }, { name: 'nameZh' }, { name: 'surnameEn', english: true }, { name: 'nameEn', english: true },
];
const laterFields: { name: PassportField; type?: string; english?: boolean }[] = [
  { name: 'birthDate', type: 'date' }, { name: 'birthPlaceZh' }, { name: 'birthPlaceEn', english: true }, { name: 'birthCountry' },
  { name: 'issuancePlaceZh' }, { name: 'issuancePlaceEn', english: true }, { name: 'issuanceDate', type: 'date' }, { name: 'issuancePeriod', type: 'date' },
];

// Passport, step 2: every field editable; what the machine-readable zone gave is filled and marked, the rest typed.
// A passport another applicant of the order gave is refused; one whose name is not the applicant's is confirmed.
export function PassportReviewStep({ actor, screenActor }: FlowScreenProps) {
  const { text } = useDocumentText();
  const { data, applicantId, send } = useApplicant(screenActor);
  const scope = `${applicantId}:passport`;
  const today = todayInChina();
  const schema = useMemo(() => passportSchemaOn({ today }), [today]);
  const read = readFields(data.recognised);
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: { ...passportFormValues(data.sections.passport ?? null, data.recognised), ...(readTyped(deviceStore(), keptKey(scope)) as Partial<Values> | null) } as Values,
  });
  const forgetTyped = useKeepTyping(form, keptKey(scope));
  const errors = useFormErrors(form, PASSPORT_FIELDS, 'passport');
  const uploaded = data.recognised?.fileId ?? data.sections.passport?.fileId;
  const order = useOrderApplicants(actor, applicantId);
  const [surnameZh, nameZh, surnameEn, nameEn] = useWatch({ control: form.control, name: ['surnameZh', 'nameZh', 'surnameEn', 'nameEn'] }) as string[];
  const names = { surnameZh, nameZh, surnameEn, nameEn };
  const nameDiffers = !passportNameMatches(order.name, names);
  const [nameConfirmed, setNameConfirmed] = useState(false);
  const [nameUnconfirmed, setNameUnconfirmed] = useState(false);

  const field = ({ name, type, english }: { name: PassportField; type?: string; english?: boolean }) => type === 'date' ? (
    <DateField
      key={name}
      form={form}
      name={name}
      id={errors.idOf(name)}
      label={`${text(`review.${name}`)}${read.includes(name) ? ` ${text('review.fromPassport')}` : ''}`}
    />
  ) : (
    <TextField
      key={name}
      form={form}
      name={name}
      id={errors.idOf(name)}
      label={`${text(`review.${name}`)}${read.includes(name) ? ` ${text('review.fromPassport')}` : ''}`}
      hint={PASSPORT_FIELD_HINTS[name] ? text(PASSPORT_FIELD_HINTS[name]) : undefined}
      type="text"
      autoCapitalize={english ? 'characters' : undefined}
      spellCheck={false}
    />
  );

  return (
    <StepFrame
      screenActor={screenActor}
      title={text('review.title')}
      intro={read.length ? <><p>{text('review.readOk')}</p><p className="mt-2">{text('review.typeRest')}</p></> : <p>{text('review.readNone')}</p>}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((passport) => {
          const duplicate = duplicateInOrder(order.others, 'passport', passport.passportNum);
          if (duplicate) {
            form.setError('passportNum', { type: 'duplicate', message: duplicate });
            errors.reveal();
            return;
          }
          if (nameDiffers && !nameConfirmed) {
            setNameUnconfirmed(true);
            document.getElementById('passport-name-confirmed')?.focus();
            return;
          }
          forgetTyped();
          send({ type: 'passport.confirmed', passport: passport as PassportData });
        }, errors.onInvalid)}
      >
        <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
        {typeof uploaded === 'string' && uploaded ? (
          // The page beside the fields, to check each one against it.
          <div className="mb-6"><FileThumbnail fileId={uploaded} label={text('passport.upload')} large /></div>
        ) : null}
        {textFields.map(field)}
        <RadioGroup form={form} name="gender" id={errors.idOf('gender')} legend={`${text('review.gender')}${read.includes('gender') ? ` ${text('review.fromPassport')}` : ''}`} inline
          options={[{ value: 'male', label: text('review.male') }, { value: 'female', label: text('review.female') }]} />
        {laterFields.map(field)}
        {nameDiffers ? (
          <section aria-labelledby="name-check-title" className="mb-6 border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
            <h2 id="name-check-title" className="text-lg font-bold">{text('review.nameCheckTitle')}</h2>
            <p className="mb-3 mt-1">{fillMessage(messageOf('passportNameMismatch'), { passportName: passportNameShown(names), applicantName: order.name })}</p>
            <Checkbox
              id="passport-name-confirmed" checked={nameConfirmed} label={text('review.nameConfirm', { name: order.name })}
              error={nameUnconfirmed && !nameConfirmed ? text('review.nameConfirmMissing', { name: order.name }) : undefined}
              onChange={(event) => setNameConfirmed(event.target.checked)}
            />
          </section>
        ) : null}
        <ContinueButton />
      </form>
    </StepFrame>
  );
}
