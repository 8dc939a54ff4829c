import { useSearchParams } from 'react-router-dom';
import { useSignedInStaff } from '../api/me';
import { AdminPage } from '../parts/admin-page';
import { useAdminText } from '../strings';
import { AgencyList } from './agency-list';
import { AgencyView } from './agency-view';

// Travel agencies (admin; a supervisor reads those certified for their center). The address holds the search, the
// page and the agency open (`?agency=<id>` or `new`), so back and a reload land where the person was.
export function AgenciesPage() {
  const { text } = useAdminText();
  const [search] = useSearchParams();
  const me = useSignedInStaff();
  const canEdit = me.data?.role === 'admin';
  const open = search.get('agency');
  return (
    <AdminPage intro={text(canEdit ? 'agencies.intro' : 'agencies.introReader')}>
      {open ? <AgencyView key={open} agencyId={open === 'new' ? null : open} canEdit={canEdit} /> : <AgencyList canEdit={canEdit} />}
    </AdminPage>
  );
}
