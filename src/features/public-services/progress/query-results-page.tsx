import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../../lib/route-paths';
import { FormPage, Notice } from '../../../ui/form/form-page';
import { stateTimeline } from '../../../domain/order-stages';
import { formatDateTime } from '../../../ui/format-date';
import { Loading, LoadFailed } from '../../../ui/query-states';
import { progressResultsQuery, type ProgressResult } from '../api/public';

function ResultCard({ result }: { result: ProgressResult }) {
  const { t } = useTranslation();
  const current = result.orderState;
  const reached = new Map(result.history.map((entry) => [entry.state, entry.at]));
  const explained = current ?? 'beforeOrder';
  return (
    <article className="mb-8 rounded border border-slate-300 bg-white p-4" aria-labelledby={`result-${result.reference}`}>
      <h2 id={`result-${result.reference}`} className="mb-3 text-2xl font-bold text-blue-950">{t('public.results.application', { reference: result.reference })}</h2>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold text-slate-700">{t('public.results.applicant')}</dt><dd>{result.applicantName}</dd>
        <dt className="font-semibold text-slate-700">{t('public.results.passport')}</dt><dd>{result.passportNumMasked}</dd>
        <dt className="font-semibold text-slate-700">{t('public.results.visaType')}</dt><dd>{result.visaTypeName}</dd>
        {result.centerName ? <><dt className="font-semibold text-slate-700">{t('public.results.center')}</dt><dd>{result.centerName}</dd></> : null}
        <dt className="font-semibold text-slate-700">{t('public.results.stage')}</dt><dd className="font-semibold text-emerald-900">{result.statusText}</dd>
        <dt className="font-semibold text-slate-700">{t('public.results.updated')}</dt><dd>{formatDateTime(result.updatedAt)}</dd>
      </dl>
      <div className="mb-4 border-l-4 border-blue-800 bg-blue-50 p-3 text-blue-950">
        <p className="font-semibold">{t('public.results.nextHeading')}</p>
        <p>{t(`public.stageNext.${explained}`)}</p>
      </div>
      {result.orderState && result.orderState !== 'cancelled' ? (
        <>
          <h3 className="mb-2 text-lg font-semibold text-slate-900">{t('public.results.stepsHeading')}</h3>
          <ol className="space-y-2">
            {stateTimeline.map((stage) => {
              const at = reached.get(stage);
              const isCurrent = stage === current || (current === 'extraPaymentRequired' && stage === 'inReview');
              return (
                <li key={stage} aria-current={isCurrent ? 'step' : undefined} className={`border-l-4 pl-3 ${isCurrent ? 'border-emerald-700' : at ? 'border-slate-500' : 'border-slate-200'}`}>
                  <p className={isCurrent ? 'font-semibold text-emerald-900' : 'text-slate-900'}>
                    {t(`public.stage.${stage}`)}
                    {at ? <span className="ml-2 text-sm text-slate-700">{formatDateTime(at)}</span> : null}
                    {isCurrent ? <span className="ml-2 text-sm">{t('public.results.current')}</span> : null}
                  </p>
                  <p className="text-sm text-slate-700">{t(`public.stageAbout.${stage}`)}</p>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </article>
  );
}

/** The results of a progress query (spec §2 queryResults), read with the token the query answered. */
export function QueryResultsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const results = useQuery({ ...progressResultsQuery(token), enabled: Boolean(token) });
  const again = <Link to={pathOf('visaInQuery')} className="text-blue-900 underline underline-offset-2">{t('public.results.again')}</Link>;
  let body;
  if (!token) body = <Notice>{t('public.results.noToken')}</Notice>;
  else if (results.isPending) body = <Loading />;
  else if (results.isError) body = <LoadFailed onRetry={() => void results.refetch()} retrying={results.isFetching} />;
  else if (!results.data.ok) body = <Notice>{results.data.msg || t('public.results.noToken')}</Notice>;
  else body = results.data.data.map((result) => <ResultCard key={result.reference} result={result} />);
  return (
    <FormPage wide>
      {body}
      <p className="mt-6 border-t border-slate-200 pt-4">{again}</p>
    </FormPage>
  );
}
