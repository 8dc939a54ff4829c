import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function HomeSection({
  id,
  title,
  moreTo,
  children,
  className = '',
}: {
  id: string;
  title: string;
  moreTo?: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-lg border border-slate-200 bg-white p-5 ${className}`}>
      <div className="mb-3 flex items-baseline justify-between gap-3 border-b border-slate-200 pb-2">
        <h2 id={id} className="text-lg font-bold text-blue-950">
          {title}
        </h2>
        {moreTo && (
          <Link to={moreTo} className="text-sm text-blue-900 underline-offset-2 hover:underline">
            {t('common.more')}
            <span className="sr-only"> {title}</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
