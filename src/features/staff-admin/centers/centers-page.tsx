import { useSearchParams } from 'react-router-dom';
import { QueryView } from '../../../ui/query-states';
import { inReaderLanguage, useCenters } from '../api/centers';
import { AdminPage, AdminSection } from '../parts/admin-page';
import { useAdminText } from '../strings';
import { CenterSettingsForm } from './center-settings-form';
import { ClosureForm } from './closure-form';
import { ClosureList } from './closure-list';

// Centers (admin: every center; a supervisor: their own, which is all the server lists for them): submission hours,
// the opening-hours text, slot capacity, and closures, each telling the holders of the appointments it hits.
export function CentersPage() {
  const { text } = useAdminText();
  const centers = useCenters();
  const [search, setSearch] = useSearchParams();

  return (
    <AdminPage intro={text('centers.intro')}>
      <QueryView query={centers} isEmpty={(data) => data.length === 0} empty={<p className="py-4 text-slate-700">{text('centers.none')}</p>}>
        {(data) => {
          const center = data.find((one) => one.id === search.get('center')) ?? data[0]!;
          const name = inReaderLanguage(center.name);
          return (
            <>
              {data.length > 1 ? (
                <div className="mb-6">
                  <label htmlFor="center-choice" className="block font-semibold text-slate-900">{text('centers.choose')}</label>
                  <select
                    id="center-choice" value={center.id} onChange={(event) => setSearch({ center: event.target.value })}
                    className="mt-1 block w-full max-w-md rounded border-2 border-slate-700 bg-white px-3 py-2 focus:outline-none focus:ring-4 focus:ring-amber-400"
                  >
                    {data.map((one) => <option key={one.id} value={one.id}>{inReaderLanguage(one.name)}</option>)}
                  </select>
                </div>
              ) : null}
              <AdminSection id="center-settings" title={text('centers.settingsOf', { name })}>
                <CenterSettingsForm key={center.id} center={center} />
              </AdminSection>
              <AdminSection id="center-closure-new" title={text('centers.closeTitle', { name })}>
                <ClosureForm key={center.id} centerId={center.id} />
              </AdminSection>
              <AdminSection id="center-closures" title={text('centers.closuresOf', { name })}>
                <ClosureList centerId={center.id} name={name} />
              </AdminSection>
            </>
          );
        }}
      </QueryView>
    </AdminPage>
  );
}
