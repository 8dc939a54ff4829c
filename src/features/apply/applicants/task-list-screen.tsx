import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { taskStatusOf, type TaskStatus } from '../../../../machines/application/applicant-data';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FlowPage } from '../flow/flow-page';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { BackLink } from '../../../ui/form/back-link';
import { loadApplicantStrings, useApplicantText } from './strings';

export const ready = loadApplicantStrings();

const tagLook: Record<TaskStatus, string> = {
  notStarted: 'bg-slate-200 text-slate-900',
  inProgress: 'bg-blue-100 text-blue-950',
  completed: 'bg-emerald-100 text-emerald-950',
  hasProblem: 'bg-red-100 text-red-900',
};

// Route applicantInfo: the GOV.UK task list of the order — one line per applicant with its status; opening a
// line resumes that applicant at its first unfinished step, and Continue waits until every one is complete.
export function TaskListScreen({ actor, screenActor }: FlowScreenProps) {
  const text = useApplicantText();
  const applicants = useSelector(actor, (snapshot) => snapshot.context.applicants);
  const [tried, setTried] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Each refused Continue moves the reader to the summary, once it is on screen.
  useEffect(() => {
    if (tried) summaryRef.current?.focus();
  }, [tried]);
  const tasks = applicants.map((applicant) => ({ applicant, status: taskStatusOf(applicant.data, applicant.problem) }));
  const done = tasks.filter((task) => task.status === 'completed').length;
  const idOf = (applicantId: string) => `task-${applicantId}`;
  const items = tried
    ? tasks.filter((task) => task.status !== 'completed').map((task) => ({ field: task.applicant.applicantId, message: text('tasks.incomplete', { name: task.applicant.name }) }))
    : [];

  const next = () => {
    if (done === tasks.length && tasks.length > 0) {
      screenActor.send({ type: 'preparation.finished' });
      return;
    }
    setTried((n) => n + 1);
  };

  return (
    <FlowPage>
      <BackLink screenActor={screenActor} label={text('back')} />
      <ErrorSummary items={items} idOf={idOf} summaryRef={summaryRef} />
      <p className="mb-2 text-slate-700">{text('tasks.intro')}</p>
      <p className="mb-6 font-semibold text-slate-900">{text('tasks.progress', { done, total: tasks.length })}</p>
      <ul className="mb-8 divide-y divide-slate-200 border-y border-slate-200">
        {tasks.map(({ applicant, status }) => (
          <li key={applicant.applicantId} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <button
                type="button"
                id={idOf(applicant.applicantId)}
                onClick={() => screenActor.send({ type: 'applicant.opened', applicantId: applicant.applicantId })}
                aria-describedby={`${idOf(applicant.applicantId)}-status`}
                className="text-left text-lg font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400"
              >
                {applicant.name}
                <span className="sr-only">{` — ${text('tasks.open', { name: applicant.name })}`}</span>
              </button>
              {applicant.problem ? <p className="text-sm text-red-800">{text('tasks.problem', { reason: applicant.problem.reason })}</p> : null}
            </div>
            <strong id={`${idOf(applicant.applicantId)}-status`} className={`rounded px-2 py-1 text-sm font-semibold ${tagLook[status]}`}>
              {text(`tasks.status.${status}`)}
            </strong>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={next}
        className="rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400"
      >
        {text('continue')}
      </button>
    </FlowPage>
  );
}
