import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ApplicantData } from '../../../../machines/application/applicant-data';
import { formatDay } from '../../../ui/format-date';
import { copyEarlierAnswers, findEarlier } from './earlier-answers';
import { useFormStepText } from './strings';

/**
 * On the first form step of an applicant with no answers yet: when this account applied for the same person
 * before (same passport number, or same name and birth date), offers to copy that application's answers.
 */
export function EarlierAnswersOffer({ data, draftId, applicantId, form }: {
  data: ApplicantData; draftId: string | null; applicantId: string; form: UseFormReturn<FieldValues>;
}) {
  const text = useFormStepText();
  const passport = data.sections.passport;
  const name = passport ? `${String(passport.surnameZh ?? '')}${String(passport.nameZh ?? '')}`.trim() : '';
  const earlier = useQuery({
    queryKey: ['earlierApplications', passport?.passportNum, name, passport?.birthDate, draftId],
    queryFn: () => findEarlier({ passportNo: passport?.passportNum, name, birthDate: passport?.birthDate, excludeDraftId: draftId ?? undefined }),
    enabled: Boolean(passport?.passportNum),
    staleTime: 60_000,
    retry: false,
  });
  const [state, setState] = useState<'offered' | 'copying' | 'copied' | 'failed'>('offered');
  const found = earlier.data?.[0];
  if (!found) return null;

  const copy = async () => {
    setState('copying');
    try {
      const values = await copyEarlierAnswers(found.id, draftId, applicantId, 'personal');
      if (values) form.reset(values);
      setState('copied');
    } catch {
      // The catalogue has said what went wrong; the offer stays so the person can try again.
      setState('failed');
    }
  };

  return (
    <section aria-labelledby="earlier-title" className="mb-6 rounded-lg border-l-4 border-blue-900 bg-blue-50 p-4">
      <h2 id="earlier-title" className="mb-2 text-lg font-bold text-blue-950">{text('earlier.title')}</h2>
      {state === 'copied' ? (
        <p role="status" className="text-slate-900">{text('earlier.copied')}</p>
      ) : (
        <>
          <p className="mb-2 text-slate-900">{text('earlier.found', { name: found.applicantName, reference: found.reference, date: formatDay(found.updatedAt) })}</p>
          <p className="mb-3 text-slate-700">{text('earlier.what')}</p>
          {state === 'failed' ? <p role="alert" className="mb-3 font-semibold text-red-800">{text('earlier.failed')}</p> : null}
          <button
            type="button"
            onClick={() => void copy()}
            disabled={state === 'copying'}
            className="rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-60"
          >
            {state === 'copying' ? text('earlier.copying') : text('earlier.copy')}
          </button>
        </>
      )}
    </section>
  );
}
