import { useTranslation } from 'react-i18next';
import { articlePath } from '../../lib/article-types';
import { pathOf } from '../../lib/route-paths';
import { DatedList } from './dated-list';
import { HomeSection } from './home-section';
import { ConsulatesSection, ProcedureSection, ServicesSection } from './home-guides';
import type { HomeData } from './home-types';

export function HomeSections({ data }: { data: HomeData }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <HomeSection id="home-announcements" title={t('home.announcements')} moreTo={pathOf('msgList')}>
        <DatedList
          pinnedLabel={t('home.pinned')}
          items={data.announcements.map((a) => ({ ...a, to: pathOf('msgList', { id: a.id }) }))}
        />
      </HomeSection>
      <HomeSection id="home-news" title={t('home.news')} moreTo={pathOf('news')}>
        <DatedList items={data.news.map((a) => ({ ...a, to: articlePath(a.typeCode, a.id) }))} />
      </HomeSection>
      <ProcedureSection steps={data.procedureSteps} />
      <HomeSection id="home-tourist-info" title={t('home.touristInfo')} moreTo={pathOf('tourList')}>
        <DatedList items={data.touristInfo.map((a) => ({ ...a, to: articlePath(a.typeCode, a.id) }))} />
      </HomeSection>
      <ServicesSection services={data.convenientServices} />
      <ConsulatesSection consulates={data.consulates} />
    </div>
  );
}
