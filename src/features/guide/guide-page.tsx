import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GUIDE_NATIONALITIES, GUIDE_PURPOSES, GUIDE_STAYS, GUIDE_VISITS, recommendVisa, type GuideAnswers } from '../../domain/visa-guide';
import { GuideQuestions } from './guide-questions';
import { GuideResult } from './guide-result';
import { useGuideText } from './strings';

const pick = <T extends string>(options: readonly T[], value: string | null): T | undefined => options.find((option) => option === value);

/** The answers the address holds (so reload, back and a shared link keep them); unknown values are dropped. */
function answersOf(search: URLSearchParams): Partial<GuideAnswers> {
  return {
    purpose: pick(GUIDE_PURPOSES, search.get('purpose')),
    stay: pick(GUIDE_STAYS, search.get('stay')),
    nationality: pick(GUIDE_NATIONALITIES, search.get('nationality')),
    visits: pick(GUIDE_VISITS, search.get('visits')),
  };
}

// "Which visa do I need" (issue 16 item 5, decision 040): not a spec route; four questions, then the visa type and
// product of the catalogue they point to, each answer explained, and a way into the flow with that choice.
export function GuidePage() {
  const { t } = useTranslation();
  const text = useGuideText();
  const [search, setSearch] = useSearchParams();
  const answers = answersOf(search);
  const complete = answers.purpose && answers.stay && answers.nationality && answers.visits ? (answers as GuideAnswers) : null;

  return (
    <section className="mx-auto max-w-2xl py-4" aria-labelledby="page-title">
      <h1 id="page-title" className="mb-2 text-3xl font-bold text-blue-950">{t('home.visaGuide')}</h1>
      <p className="mb-6 text-slate-700">{text('intro')}</p>
      <GuideQuestions key={search.toString()} start={answers} onAnswered={(next) => setSearch({ ...next })} />
      {complete ? <GuideResult answers={complete} recommendation={recommendVisa(complete)} /> : null}
    </section>
  );
}
