import { Link } from 'react-router-dom';
import type { GuideAnswers, GuideRecommendation } from '../../domain/visa-guide';
import { QueryView } from '../../ui/query-states';
import { useVisaProduct, useVisaType } from './api';
import { useGuideText } from './strings';
import { guideStartPath } from './start-link';

/** The visa type and product recommended, why (one sentence per answer), and the way into the flow with them. */
export function GuideResult({ answers, recommendation }: { answers: GuideAnswers; recommendation: GuideRecommendation }) {
  const text = useGuideText();
  const type = useVisaType(recommendation.visaTypeId);
  const product = useVisaProduct(recommendation.productId);
  const start = guideStartPath(recommendation);
  const reasons: [keyof GuideAnswers, string][] = [
    ['purpose', recommendation.reasons.purpose], ['stay', recommendation.reasons.stay],
    ['nationality', recommendation.reasons.nationality], ['visits', recommendation.reasons.visits],
  ];
  return (
    <section aria-labelledby="guide-result" className="mt-8 rounded-lg border-l-4 border-blue-900 bg-blue-50 p-4">
      <h2 id="guide-result" className="mb-3 text-xl font-bold text-blue-950">{text('result.title')}</h2>
      <QueryView query={type}>
        {(visaType) => (
          <>
            <p className="text-lg font-semibold text-slate-950">{visaType.name}</p>
            <p className="mb-3 text-slate-800">{visaType.description}</p>
          </>
        )}
      </QueryView>
      <QueryView query={product}>
        {(chosen) => <p className="mb-4 text-slate-900">{text('result.product', { name: chosen.name })}</p>}
      </QueryView>
      <h3 className="mb-2 font-bold text-blue-950">{text('result.why')}</h3>
      <ul className="mb-4 list-disc space-y-1 pl-6 text-slate-900">
        {reasons.map(([question, reason]) => (
          <li key={question}>
            <span className="font-semibold">{text(`${question}.${answers[question]}`)}</span>
            {text('result.colon')}
            {text(`reason.${reason}`)}
          </li>
        ))}
      </ul>
      <p className="mb-3 text-sm text-slate-700">{text('result.note')}</p>
      <Link to={start} className="inline-block rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400">
        {text('result.start')}
      </Link>
    </section>
  );
}
