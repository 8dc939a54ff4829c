import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pathOf } from '../../../lib/route-paths';
import { routeNames, type RouteName } from '../../../domain/route-names';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { formatDateTime } from '../../../ui/format-date';
import { notifier } from '../../../lib/notifier';
import { Pager, pageFrom } from '../../../ui/pager';
import { Empty, QueryView } from '../../../ui/query-states';
import { useRouteHandle } from '../../../ui/use-route-handle';
import { TODO_PAGE_SIZE, useDeleteDraft, useDrafts, type DraftPage } from './draft-api';
import { forgetFlow } from './flow-session';
import { isFlowRoute } from './route-decision';
import { useFlowText } from './strings';

type DraftRecord = DraftPage['records'][number];


/** Resuming opens the draft where it stopped; the flow host corrects the address if the state says otherwise. */
function resumePath(record: DraftRecord): string {
  const step = (routeNames as readonly string[]).includes(record.step) ? (record.step as RouteName) : 'choiceVisaType';
  return pathOf(isFlowRoute(step) ? step : 'choiceVisaType', { draft: record.id });
}

// The to-do list of spec §2: unfinished applications, newest first, each resumable or deletable (confirmed).
export function TodoListPage() {
  const { t, text } = useFlowText();
  const handle = useRouteHandle();
  const [search] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const drafts = useDrafts(page);

  return (
    <section className="mx-auto max-w-4xl py-4" aria-labelledby="page-title">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-3xl font-bold text-blue-950">{handle ? t(handle.titleKey) : ''}</h1>
        <Link to={pathOf('choiceVisaType')} className="rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950">{text('todo.start')}</Link>
      </div>
      <QueryView query={drafts} isEmpty={(data) => data.records.length === 0} empty={<Empty text={text('todo.empty')} />}>
        {(data) => (
          <>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {data.records.map((record) => <DraftItem key={record.id} record={record} />)}
            </ul>
            <Pager page={data.page} size={TODO_PAGE_SIZE} total={data.total} hrefOf={(next) => pathOf('applyTodoList', { page: next > 1 ? next : undefined })} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function DraftItem({ record }: { record: DraftRecord }) {
  const { t, text } = useFlowText();
  const title = record.title || text('todo.untitled');
  const step = (routeNames as readonly string[]).includes(record.step) ? t(`route.${record.step}`) : record.step;
  return (
    <li className="flex flex-wrap items-start justify-between gap-4 p-4">
      <article aria-labelledby={`draft-${record.id}`}>
        <h2 id={`draft-${record.id}`} className="text-lg font-bold text-blue-950">{title}</h2>
        <p className="mt-1 text-slate-800">
          {record.applicantNames.length ? text('todo.applicants', { names: record.applicantNames.join('、') }) : text('todo.noApplicants')}
        </p>
        <p className="mt-1 text-slate-700">{text('todo.stoppedAt', { step })}</p>
        <p className="mt-1 text-sm text-slate-600">{text('todo.updated', { time: formatDateTime(record.updatedAt) })}</p>
      </article>
      <div className="flex gap-2">
        <Link to={resumePath(record)} aria-describedby={`draft-${record.id}`} className="rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950">
          {text('todo.resume')}
        </Link>
        <DeleteDraft id={record.id} title={title} />
      </div>
    </li>
  );
}

function DeleteDraft({ id, title }: { id: string; title: string }) {
  const { text } = useFlowText();
  const [open, setOpen] = useState(false);
  const remove = useDeleteDraft((deleted) => {
    forgetFlow(deleted);
    notifier.show('success', text('todo.deleted'));
  });

  const confirm = () => remove.mutate(id, { onSuccess: () => setOpen(false) });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={(
        <button type="button" aria-describedby={`draft-${id}`} className="rounded border-2 border-red-800 px-4 py-2 font-medium text-red-800 hover:bg-red-50">
          {text('todo.delete')}
        </button>
      )}
      title={text('todo.confirmTitle')}
      description={<>{title} — {text('todo.confirmText')}</>}
      confirmLabel={text('todo.confirm')}
      keepLabel={text('todo.cancel')}
      onConfirm={confirm}
      busy={remove.isPending}
    />
  );
}
