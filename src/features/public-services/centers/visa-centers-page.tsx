import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../../lib/route-paths';
import { FormPage } from '../../../ui/form/form-page';
import { Loading, LoadFailed } from '../../../ui/query-states';
import { centersQuery, embassiesQuery, regionsQuery, type Center, type ConsularPost } from '../api/public';
import { CenterLookup } from './center-lookup';
import { carriedReads } from './carried-reads';

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function CenterCard({ center, post, provinceNames }: { center: Center; post: ConsularPost | undefined; provinceNames: string }) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    [t('public.centers.address'), center.address],
    [t('public.centers.hours'), center.hours],
    [t('public.centers.phone'), <a href={`tel:${center.phone}`} className="text-blue-900 underline underline-offset-2">{center.phone}</a>],
    [t('public.centers.hotline'), <a href={`tel:${center.hotline}`} className="text-blue-900 underline underline-offset-2">{center.hotline}</a>],
    [t('public.centers.email'), <a href={`mailto:${center.email}`} className="break-all text-blue-900 underline underline-offset-2">{center.email}</a>],
    [t('public.centers.jurisdiction'), post ? t('public.centers.postServes', { post: post.name, provinces: provinceNames }) : ''],
    [t('public.centers.directions'), center.directions || t('public.centers.noDirections')],
  ];
  return (
    <article id={`center-${center.id}`} aria-labelledby={`center-${center.id}-name`} className="mb-6 flex flex-col gap-4 rounded border border-slate-300 bg-white p-4 sm:flex-row">
      <div className="flex-1">
        <h3 id={`center-${center.id}-name`} className="mb-2 text-xl font-bold text-blue-950">{center.name}</h3>
        <dl className="grid grid-cols-1 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="mb-2 text-slate-900 sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3">
          <Link to={pathOf('reserve')} className="text-blue-900 underline underline-offset-2">{t('public.centers.book')}</Link>
        </p>
      </div>
      <figure className="text-center">
        <img src={svgUrl(center.qrCodeSvg)} alt={t('public.centers.qrAlt', { center: center.name })} width={128} height={128} className="mx-auto border border-slate-200 bg-white" />
        <figcaption className="mt-1 text-sm text-slate-700">{t('public.centers.qrCaption')}</figcaption>
      </figure>
    </article>
  );
}

/** The visa centers and consular posts (spec §2 visaCenter): contact, hours, jurisdiction, directions, QR codes. */
export function VisaCentersPage() {
  const { t } = useTranslation();
  // On the page the server painted, its reads came with it: the screen draws the same picture at once, calling for nothing.
  const carried = carriedReads();
  const at = carried?.at;
  const centers = useQuery({ ...centersQuery, initialData: () => carried?.centers, initialDataUpdatedAt: at });
  const posts = useQuery({ ...embassiesQuery, initialData: () => carried?.posts, initialDataUpdatedAt: at });
  const provinces = useQuery({ ...regionsQuery(null), initialData: () => carried?.provinces, initialDataUpdatedAt: at });
  const nameOf = (code: string) => provinces.data?.find((p) => p.code === code)?.name ?? code;
  const failed = centers.isError || posts.isError;
  return (
    <FormPage wide>
      <p className="mb-6 text-slate-700">{t('public.centers.intro')}</p>
      {centers.isPending || posts.isPending ? <Loading /> : null}
      {failed ? <LoadFailed onRetry={() => { void centers.refetch(); void posts.refetch(); }} retrying={centers.isFetching || posts.isFetching} /> : null}
      {centers.data && posts.data ? (
        <>
          <CenterLookup centers={centers.data} posts={posts.data} />
          <section aria-labelledby="centers-heading" className="mb-10">
            <h2 id="centers-heading" className="mb-4 text-2xl font-bold text-blue-950">{t('public.centers.centersHeading')}</h2>
            {centers.data.filter((center) => !center.isDefault).map((center) => {
              const post = posts.data.find((p) => p.id === center.consularPostId);
              return <CenterCard key={center.id} center={center} post={post} provinceNames={(post?.provinceCodes ?? []).map(nameOf).join(t('public.centers.separator'))} />;
            })}
          </section>
          <section aria-labelledby="posts-heading">
            <h2 id="posts-heading" className="mb-4 text-2xl font-bold text-blue-950">{t('public.centers.postsHeading')}</h2>
            <ul className="space-y-4">
              {posts.data.map((post) => (
                <li key={post.id} className="rounded border border-slate-300 bg-white p-4">
                  <h3 className="text-lg font-semibold text-slate-900">{post.name}</h3>
                  <p>{post.address}</p>
                  <p>{t('public.centers.phone')}{t('public.centers.colon')}<a href={`tel:${post.phone}`} className="text-blue-900 underline underline-offset-2">{post.phone}</a></p>
                  <p className="text-sm text-slate-700">{t('public.centers.jurisdiction')}{t('public.centers.colon')}{post.provinceCodes.map(nameOf).join(t('public.centers.separator'))}</p>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </FormPage>
  );
}
