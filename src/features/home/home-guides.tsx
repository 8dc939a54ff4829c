import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { articlePath } from '../../lib/article-types';
import { routeNames, type RouteName } from '../../domain/route-names';
import { pathOf } from '../../lib/route-paths';
import { Empty } from '../../ui/query-states';
import { HomeSection } from './home-section';
import type { ConsularPost, ProcedureStep, ServiceLink } from './home-types';

export function ProcedureSection({ steps }: { steps: ProcedureStep[] }) {
  const { t } = useTranslation();
  const ordered = [...steps].sort((a, b) => a.order - b.order);
  return (
    <HomeSection id="home-procedure" title={t('home.procedure')} className="md:col-span-2">
      {ordered.length === 0 ? (
        <Empty />
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ordered.map((step) => (
            <li key={step.order} className="flex gap-3 rounded-md bg-slate-50 p-3">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-blue-900 font-bold text-white" aria-hidden="true">
                {step.order}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </HomeSection>
  );
}

export function ConsulatesSection({ consulates }: { consulates: ConsularPost[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-consulates" title={t('home.consulates')} moreTo={pathOf('visaCenter')} className="md:col-span-2">
      {consulates.length === 0 ? (
        <Empty />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {consulates.map((post) => (
            <li key={post.id} className="text-sm">
              <h3 className="font-semibold text-slate-900">{post.name}</h3>
              <p className="text-slate-700">{post.address}</p>
              <p className="text-slate-700">
                {t('home.phone')} <a href={`tel:${post.phone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-2">{post.phone}</a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

// A service is served either by a screen of the portal (a spec route name) or by one article.
function serviceTarget(service: ServiceLink): { href: string; external: boolean } | null {
  if (service.route && (routeNames as readonly string[]).includes(service.route)) return { href: pathOf(service.route as RouteName), external: false };
  if (service.articleId && service.articleTypeCode) return { href: articlePath(service.articleTypeCode, service.articleId), external: false };
  return null;
}

export function ServicesSection({ services }: { services: ServiceLink[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-services" title={t('home.services')}>
      {services.length === 0 ? (
        <Empty />
      ) : (
        <ul className="grid grid-cols-2 gap-2">
          {services.map((service) => {
            const target = serviceTarget(service);
            const className = 'block rounded-md border border-slate-200 px-3 py-3 text-center text-sm font-medium text-blue-950 hover:border-blue-900 hover:bg-blue-50';
            return (
              <li key={service.code}>
                {!target ? (
                  <span className={className}>{service.title}</span>
                ) : target.external ? (
                  <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
                    {service.title}
                    <span className="sr-only"> {t('common.opensInNewWindow')}</span>
                  </a>
                ) : target.href.startsWith('/') && !target.href.startsWith('/api') ? (
                  <Link to={target.href} className={className}>{service.title}</Link>
                ) : (
                  <a href={target.href} className={className}>{service.title}</a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </HomeSection>
  );
}
