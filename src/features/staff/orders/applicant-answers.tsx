import type { OrderApplicant, OrderView } from '../api/orders';
import { chinaDateTime } from '../parts/china-date';
import { useStaffText } from '../strings';
import { pick } from './pick';
import { Section } from './section';
import { useLabelValue } from '../../../ui/label-value';

// Each applicant's answers under the printed form's own section titles and labels; long forms fold per section.
export function ApplicantAnswers({ view }: { view: OrderView }) {
  const { text } = useStaffText();
  return (
    <Section id="order-applicants" title={text('order.applicants', { count: view.applicants.length })}>
      <div className="space-y-6">
        {view.applicants.map((applicant) => <Applicant key={applicant.applyId} applicant={applicant} />)}
      </div>
    </Section>
  );
}

function Applicant({ applicant }: { applicant: OrderApplicant }) {
  const { text, language } = useStaffText();
  const labelValue = useLabelValue();
  const open = applicant.corrections.filter((correction) => correction.status === 'open');
  return (
    <article aria-labelledby={`applicant-${applicant.applyId}`}>
      <h3 id={`applicant-${applicant.applyId}`} className="text-lg font-semibold">
        {applicant.name} <span className="font-normal text-slate-700">({applicant.reference})</span>
      </h3>
      {applicant.submittedAt ? <p className="text-sm text-slate-700">{text('order.submittedAt', { at: chinaDateTime(applicant.submittedAt, language) })}</p> : null}
      {applicant.corrections.length > 0 ? (
        <div className={`mt-2 rounded border-l-4 p-3 ${open.length ? 'border-amber-600 bg-amber-50' : 'border-slate-400 bg-slate-50'}`}>
          <h4 className="font-semibold">{text('order.corrections')}</h4>
          <ul className="mt-1 space-y-1">
            {applicant.corrections.map((correction) => (
              <li key={correction.id}>
                <span className="font-medium">{text(`order.correction.${correction.status}`)}</span>{' '}
                <span className="text-slate-700">{chinaDateTime(correction.createdAt, language)}</span>
                <ul className="list-disc pl-5">
                  {correction.fields.map((field) => <li key={field.field}>{labelValue(field.label, field.reason)}</li>)}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-2 space-y-2">
        {applicant.sections.map((section, index) => (
          <details key={`${section.title.en}-${index}`} open={index === 0} className="rounded border border-slate-200">
            <summary className="cursor-pointer bg-slate-50 px-3 py-2 font-medium">{pick(section.title, language)}</summary>
            <dl className="grid gap-x-6 gap-y-1 px-3 py-2 sm:grid-cols-[minmax(10rem,max-content)_minmax(0,1fr)]">
              {section.rows.map((row, rowIndex) => (
                <div key={`${row.label.en}-${rowIndex}`} className="contents">
                  <dt className="text-slate-700">{pick(row.label, language)}</dt>
                  <dd className="[overflow-wrap:anywhere]">{row.value || '—'}</dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
      </div>
    </article>
  );
}
