import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../ui/form/text-field';
import { regionsQuery, type Center, type ConsularPost } from '../api/public';
import { servingOf } from './center-serving';

/**
 * "Which center serves my city": the province decides the consular post (its jurisdiction, seeded from the
 * regions), and the post's centers take the application; the city narrows nothing but says it back to the person.
 */
export function CenterLookup({ centers, posts }: { centers: readonly Center[]; posts: readonly ConsularPost[] }) {
  const { t } = useTranslation();
  const [province, setProvince] = useState('');
  const [city, setCity] = useState('');
  const provinces = useQuery(regionsQuery(null));
  const cities = useQuery({ ...regionsQuery(province || null), enabled: Boolean(province) });
  const serving = servingOf(province, centers, posts);
  const place = [provinces.data?.find((p) => p.code === province)?.name, cities.data?.find((c) => c.code === city)?.name].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="lookup-heading" className="mb-10 rounded border border-slate-300 bg-slate-50 p-4">
      <h2 id="lookup-heading" className="mb-3 text-2xl font-bold text-blue-950">{t('public.centers.lookupHeading')}</h2>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="flex-1">
          <label htmlFor="lookup-province" className="block font-semibold text-slate-900">{t('public.centers.province')}</label>
          <select id="lookup-province" value={province} onChange={(event) => { setProvince(event.target.value); setCity(''); }} className={inputClass}>
            <option value="">{provinces.isPending ? t('common.loading') : t('public.centers.choose')}</option>
            {provinces.data?.map((region) => <option key={region.code} value={region.code}>{region.name}</option>)}
          </select>
        </div>
        <div className="flex-1">
          <label htmlFor="lookup-city" className="block font-semibold text-slate-900">{t('public.centers.city')}</label>
          <select id="lookup-city" value={city} disabled={!province} onChange={(event) => setCity(event.target.value)} className={inputClass}>
            <option value="">{t('public.centers.choose')}</option>
            {/* With no province the cities' query shares the provinces' key (no parent): it has their answer. */}
            {province ? cities.data?.map((region) => <option key={region.code} value={region.code}>{region.name}</option>) : null}
          </select>
        </div>
      </div>
      <div role="status" className="mt-4">
        {!province ? null : serving.kind === 'centers' ? (
          <>
            <p className="font-semibold text-slate-900">{t('public.centers.servedBy', { place, post: serving.post.name })}</p>
            <ul className="mt-2 list-disc pl-6">
              {serving.centers.map((center) => <li key={center.id}><a href={`#center-${center.id}`} className="text-blue-900 underline underline-offset-2">{center.name}</a></li>)}
            </ul>
          </>
        ) : serving.kind === 'consulateOnly' ? (
          <>
            <p className="font-semibold text-slate-900">{t('public.centers.noCenter', { place, post: serving.post.name })}</p>
            <p className="mt-2">{t('public.centers.contactPost', { post: serving.post.name })}</p>
            <p>{t('public.centers.address')}{t('public.centers.colon')}{serving.post.address}</p>
            <p>{t('public.centers.phone')}{t('public.centers.colon')}<a href={`tel:${serving.post.phone}`} className="text-blue-900 underline underline-offset-2">{serving.post.phone}</a></p>
          </>
        ) : <p>{t('public.centers.noPost')}</p>}
      </div>
    </section>
  );
}
