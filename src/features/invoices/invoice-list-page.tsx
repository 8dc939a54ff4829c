import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../lib/route-paths';
import { Tabs } from '../../ui/form/tabs';
import { InvoiceListFrame } from './invoice-list-frame';
import { linkButton } from './parts';
import { RecordList } from './record-list';
import { TitleList } from './title-list';

type ListTab = 'titles' | 'records';

// Invoices (spec §2): invoice titles and invoice records as tabs, the tab in the address so back and a reload keep it.
export function InvoiceListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: ListTab = search.get('tab') === 'records' ? 'records' : 'titles';
  return (
    <InvoiceListFrame>
      <Tabs
        label={t('invoices.tabsLabel')}
        idPrefix="invoices"
        tabs={[{ key: 'titles', label: t('invoices.tab.titles') }, { key: 'records', label: t('invoices.tab.records') }]}
        selected={tab}
        onSelect={(next) => setSearch(next === 'titles' ? {} : { tab: next }, { replace: true })}
      >
        {tab === 'titles' ? <TitleList /> : <RecordList />}
      </Tabs>
      <p className="mt-8"><Link to={pathOf('center')} className={linkButton}>{t('invoices.toCenter')}</Link></p>
    </InvoiceListFrame>
  );
}
