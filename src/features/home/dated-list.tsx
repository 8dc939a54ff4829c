import { Link } from 'react-router-dom';
import { Empty } from '../../ui/query-states';
import { formatDay } from '../../ui/format-date';

export interface DatedItem {
  id: string;
  title: string;
  publishedAt: string;
  to: string;
  pinned?: boolean;
}

export function DatedList({ items, pinnedLabel }: { items: DatedItem[]; pinnedLabel?: string }) {
  if (items.length === 0) return <Empty />;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="flex items-baseline justify-between gap-3 py-2">
          <Link to={item.to} className="min-w-0 flex-1 truncate text-slate-900 hover:text-blue-900 hover:underline">
            {item.pinned && pinnedLabel && (
              <span className="mr-2 rounded bg-red-700 px-1.5 py-0.5 text-xs text-white">{pinnedLabel}</span>
            )}
            {item.title}
          </Link>
          <time dateTime={item.publishedAt} className="shrink-0 text-sm text-slate-600">
            {formatDay(item.publishedAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
