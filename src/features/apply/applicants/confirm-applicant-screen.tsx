import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { getLanguage } from '../../../lib/language';
import { applicantLimitMessage, centerServing, fillMessage, orderPlaceOf } from '../../../domain/visa-choice';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FlowPage } from '../flow/flow-page';
import { messageOf } from '../../../ui/form/messages';
import { TextField } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { useCenters, useEmbassies, useRegions } from '../visa/api/reference';
import { relationsOffered } from '../../../domain/applicant-relations';
import { getSession } from '../../../lib/session';
import { BackLink } from '../../../ui/form/back-link';
import { ListState } from '../../../ui/form/list-state';
import { Loading } from '../../../ui/query-states';
import { RadioGroup } from '../../../ui/form/radio-group';
import { SelectField } from '../../../ui/form/select-field';
import { useKeepTyping, useKeptStart } from '../../../ui/form/kept-typing';
import { memoryAndEntryStore } from '../../../ui/form/kept-typing-per-application';
import { applicantFormSchema, emptyApplicant, entryOf, type ApplicantValues } from './applicant-entry';
import { useApplicantLimit } from './applicant-limit';
import { loadApplicantStrings, useApplicantText } from './strings';

export const ready = loadApplicantStrings();

const fields = ['name', 'relation', 'provinceCode'] as const;

const primaryButton = 'rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400';
const secondaryButton = 'rounded bg-slate-200 px-4 py-2 font-semibold text-slate-900 shadow-[0_2px_0_#64748b] hover:bg-slate-300 focus:outline-none focus:ring-4 focus:ring-amber-400';

// Route confirmApplicant: who applies in this order. Each applicant's province decides the consular post;
// the sixth (an agency's client past the agency's own limit), another post's applicant and a second "myself" are refused here with the reason and the way out.
export function ConfirmApplicantScreen({ actor, screenActor }: FlowScreenProps) {
  const text = useApplicantText();
  const applicants = useSelector(actor, (snapshot) => snapshot.context.applicants);
  const machineRefusal = useSelector(actor, (snapshot) => snapshot.context.refusal);
  const visaType = useSelector(actor, (snapshot) => snapshot.context.visaType);
  const provinces = useRegions(null);
  const posts = useEmbassies();
  const centers = useCenters();
  const { maxApplicants, limit, known: limitKnown } = useApplicantLimit();
  // The order's jurisdiction is the chosen center's (decision 026), known once both lists are here.
  const where = useMemo(
    () => (posts.data && centers.data ? { place: orderPlaceOf(visaType ?? {}, centers.data, posts.data), centers: centers.data } : null),
    [posts.data, centers.data, visaType],
  );
  const [announcement, setAnnouncement] = useState('');
  const form = useForm<ApplicantValues>({
    resolver: zodResolver(applicantFormSchema),
    shouldFocusError: false,
    defaultValues: useKeptStart(memoryAndEntryStore(actor), 'confirmApplicant', emptyApplicant),
  });
  useKeepTyping(form, 'confirmApplicant', memoryAndEntryStore(actor));
  const errors = useFormErrors(form, fields, 'applicant');

  const provinceName = (code: string) => provinces.data?.find((region) => region.code === code)?.name ?? code;
  const postName = (id: string) => posts.data?.find((post) => post.id === id)?.name ?? id;
  const centerName = (id: string | null | undefined) => centers.data?.find((center) => center.id === id)?.name ?? '';
  const outsideCenter = (servingCenterId: string | null | undefined) =>
    fillMessage(messageOf('outsideCenter'), { center: centerName(where?.place.center?.id), servingCenter: centerName(servingCenterId) });

  const onValid = (values: ApplicantValues) => {
    if (!posts.data || !where || !limitKnown) return;
    const result = entryOf(values, applicants, posts.data, () => crypto.randomUUID(), where, maxApplicants);
    if (!result.ok) {
      const message = result.reason === 'myselfAlreadyAdded' ? text('refusal.myselfAlreadyAdded')
        : result.reason === 'outsideCenter' ? outsideCenter(result.servingCenterId)
          : result.reason === 'applicantLimitReached' ? applicantLimitMessage(maxApplicants, getLanguage()) : messageOf(result.reason);
      form.setError(result.field ?? 'root.server', { type: 'refused', message });
      errors.reveal();
      return;
    }
    screenActor.send({ type: 'applicant.added', applicant: result.entry, ...(maxApplicants ? { maxApplicants } : {}) });
    setAnnouncement(text('list.added', { name: result.entry.name }));
    form.reset(emptyApplicant());
  };

  const remove = (applicantId: string, name: string) => {
    screenActor.send({ type: 'applicant.removed', applicantId });
    setAnnouncement(text('list.removed', { name }));
  };

  const confirm = () => {
    if (!applicants.length) {
      form.clearErrors();
      form.setError('root.server', { type: 'refused', message: text('refusal.noApplicants') });
      errors.reveal();
      return;
    }
    // The center may have changed since they were added (back to the visa type): each must still belong to it.
    const postId = where?.place.postId ?? null;
    const outside = postId === null || !posts.data || !centers.data ? [] : applicants.filter((applicant) => applicant.consularPostId !== postId);
    if (outside.length) {
      form.clearErrors();
      form.setError('root.server', {
        type: 'refused',
        message: outside.map((applicant) => text('refusal.outsideCenterNamed', {
          name: applicant.name, message: outsideCenter(centerServing(applicant.provinceCode, centers.data!, posts.data!)?.id),
        })).join(' '),
      });
      errors.reveal();
      return;
    }
    screenActor.send({ type: 'applicants.confirmed' });
  };

  return (
    <FlowPage>
      <BackLink screenActor={screenActor} label={text('back')} />
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      {machineRefusal === 'myselfAlreadyAdded' || machineRefusal === 'applicantAlreadyAdded' ? (
        <p role="alert" className="mb-4 border-l-4 border-red-700 bg-red-50 p-3 text-red-900">{text(`refusal.${machineRefusal}`)}</p>
      ) : null}
      <p className="mb-2 text-slate-700">{text('intro', { max: limit })}</p>
      <p role="status" className="sr-only">{announcement}</p>
      {/* The order's place, the list and the form come together once the reference lists are here: the place's line
          shown later pushed them down on a phone (a layout shift of 0.07 on Lighthouse's), the provinces' the button. */}
      {where && !provinces.isPending ? (<>
        {where.place.center && where.place.postId ? (
          <p className="mb-6 text-slate-700">{text('where', { center: centerName(where.place.center.id), post: postName(where.place.postId) })}</p>
        ) : <div className="mb-4" />}

        <section aria-labelledby="applicants-title" className="mb-8">
          <h2 id="applicants-title" className="mb-3 text-xl font-bold text-blue-950">
            {text('list.title', { count: applicants.length, max: limit })}
          </h2>
          {applicants.length === 0 ? <p className="text-slate-700">{text('list.none')}</p> : (
            <ul className="divide-y divide-slate-200 border-y border-slate-200">
              {applicants.map((applicant) => (
                <li key={applicant.applicantId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-semibold text-slate-900">{applicant.name}</p>
                    <p className="text-sm text-slate-700">
                      {text(`relation.${applicant.relation}`)} · {provinceName(applicant.provinceCode)} · {text('list.district', { post: postName(applicant.consularPostId) })}
                    </p>
                  </div>
                  <button type="button" onClick={() => remove(applicant.applicantId, applicant.name)} className="text-red-800 underline underline-offset-2 focus:outline-none focus:ring-4 focus:ring-amber-400">
                    {text('list.remove')}<span className="sr-only"> {applicant.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="add-title" className="mb-8 rounded border-2 border-slate-300 p-4">
          <h2 id="add-title" className="mb-3 text-xl font-bold text-blue-950">{text('add.title')}</h2>
          {applicants.length >= limit ? (
            <p className="mb-4 border-l-4 border-blue-800 bg-blue-50 p-3 text-blue-950">{text('add.full', { max: limit })}</p>
          ) : null}
          <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
            <TextField form={form} name="name" id={errors.idOf('name')} label={text('add.name')} hint={text('add.nameHint')} autoComplete="off" />
            <RadioGroup
              form={form} name="relation" id={errors.idOf('relation')} legend={text('relation.legend')}
              options={relationsOffered(getSession().userInfo?.kind).map((value) => ({ value, label: text(`relation.${value}`) }))}
            />
            <ListState query={provinces} empty={text('choose')}>
              {(list) => (
                <SelectField
                  form={form} name="provinceCode" id={errors.idOf('provinceCode')} label={text('add.province')} hint={text('add.provinceHint')}
                  placeholder={text('choose')} options={list.map((region) => ({ value: region.code, label: region.name }))}
                />
              )}
            </ListState>
            <button type="submit" disabled={!limitKnown} className={secondaryButton}>{text('add.submit')}</button>
          </form>
        </section>

        <button type="button" onClick={confirm} className={primaryButton}>{text('continue')}</button>
      </>) : posts.isError || centers.isError ? (
        <div className="mb-8">
          {posts.isError ? <ListState query={posts} empty={null}>{() => null}</ListState> : null}
          {centers.isError ? <ListState query={centers} empty={null}>{() => null}</ListState> : null}
        </div>
      ) : <Loading />}
    </FlowPage>
  );
}
