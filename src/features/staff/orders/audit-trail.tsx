import { useOrderAudit, type AuditEntry } from '../api/orders';
import { refusalText } from '../api/staff-api';
import { chinaDateTime } from '../parts/china-date';
import { LoadFailed } from '../parts/load-failed';
import { useStaffText } from '../strings';
import { ScrollFrame } from '../parts/scroll-frame';
import { Section } from './section';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

// Who did what to this order, when and from where, oldest first: for supervisors and admins (the contract's roles).
export function AuditTrail({ orderId }: { orderId: string }) {
  const { text, language } = useStaffText();
  const trail = useOrderAudit(orderId, true);
  return (
    <Section id="order-audit" title={text('audit.title')}>
      {trail.isPending ? <p role="status" className="text-slate-700">{text('loading')}</p> : null}
      {trail.isError ? <LoadFailed message={refusalText(trail.error)} onRetry={() => void trail.refetch()} /> : null}
      {trail.data && trail.data.length === 0 ? <p className="text-slate-700">{text('audit.none')}</p> : null}
      {trail.data && trail.data.length > 0 ? (
        <ScrollFrame label={text('audit.title')}>
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-2 py-1">{text('audit.at')}</th>
                <th scope="col" className="px-2 py-1">{text('audit.who')}</th>
                <th scope="col" className="px-2 py-1">{text('audit.action')}</th>
                <th scope="col" className="px-2 py-1">{text('audit.change')}</th>
                <th scope="col" className="px-2 py-1">{text('audit.address')}</th>
              </tr>
            </thead>
            <tbody>
              {trail.data.map((entry: AuditEntry) => (
                <tr key={entry.id} className="border-t border-slate-200 align-top">
                  <td className="px-2 py-1 tabular-nums">{chinaDateTime(entry.at, language)}</td>
                  <td className="px-2 py-1">{entry.actorLabel ?? text(`audit.actor.${entry.actorKind}`)}{entry.actorRole ? ` (${text(`role.${entry.actorRole}`, { defaultValue: entry.actorRole })})` : ''}</td>
                  <td className="px-2 py-1 font-mono">{entry.action}</td>
                  <td className="max-w-md break-words px-2 py-1 font-mono">{shown(entry.before)} → {shown(entry.after)}</td>
                  <td className="px-2 py-1">{entry.address ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollFrame>
      ) : null}
    </Section>
  );
}
