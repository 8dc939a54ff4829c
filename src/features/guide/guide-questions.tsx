import { useState, type FormEvent } from 'react';
import { GUIDE_NATIONALITIES, GUIDE_PURPOSES, GUIDE_STAYS, GUIDE_VISITS, type GuideAnswers } from '../../domain/visa-guide';
import { ErrorSummary } from '../../ui/form/error-summary';
import { useSummaryFocus } from '../../ui/form/use-summary-focus';
import { useGuideText } from './strings';

type Question = keyof GuideAnswers;
const QUESTIONS: readonly [Question, readonly string[]][] = [
  ['purpose', GUIDE_PURPOSES], ['stay', GUIDE_STAYS], ['nationality', GUIDE_NATIONALITIES], ['visits', GUIDE_VISITS],
];
const idOf = (question: string) => `guide-${question}`;

/** The four questions, each a group of choices; every one must be answered before a recommendation. */
export function GuideQuestions({ start, onAnswered }: { start: Partial<GuideAnswers>; onAnswered: (answers: GuideAnswers) => void }) {
  const text = useGuideText();
  const [values, setValues] = useState<Partial<GuideAnswers>>(start);
  const [missing, setMissing] = useState<Question[]>([]);
  const { summaryRef, focusSummary } = useSummaryFocus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = QUESTIONS.map(([question]) => question).filter((question) => !values[question]);
    setMissing(unanswered);
    if (unanswered.length) focusSummary();
    else onAnswered(values as GuideAnswers);
  };
  const items = missing.map((question) => ({ field: question, message: text(`${question}.required`) }));

  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary items={items} idOf={idOf} summaryRef={summaryRef} />
      {QUESTIONS.map(([question, options]) => {
        const error = missing.includes(question) ? text(`${question}.required`) : undefined;
        return (
          <fieldset key={question} className={`mb-6 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`} aria-describedby={error ? `${idOf(question)}-error` : `${idOf(question)}-hint`}>
            <legend className="mb-1 text-lg font-semibold text-slate-900">{text(`${question}.legend`)}</legend>
            <p id={`${idOf(question)}-hint`} className="mb-2 text-sm text-slate-700">{text(`${question}.hint`)}</p>
            {error ? <p id={`${idOf(question)}-error`} className="mb-2 font-semibold text-red-800">{error}</p> : null}
            <div className="space-y-2">
              {options.map((option, index) => {
                const id = index === 0 ? idOf(question) : `${idOf(question)}-${option}`;
                return (
                  <div key={option} className="flex items-start gap-3">
                    <input
                      id={id} type="radio" name={question} value={option} checked={values[question] === option}
                      onChange={() => {
                        setValues((now) => ({ ...now, [question]: option }));
                        setMissing((now) => now.filter((other) => other !== question));
                      }}
                      className="mt-1 h-5 w-5 shrink-0 accent-blue-900"
                    />
                    <label htmlFor={id} className="text-slate-900">{text(`${question}.${option}`)}</label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <button type="submit" className="rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400">
        {text('submit')}
      </button>
    </form>
  );
}
