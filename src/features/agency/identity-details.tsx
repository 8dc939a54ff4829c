import type { AgencyIdentity } from './api/agency';
import { useAgencyText } from './strings';

/** The agency's certificate as a list of terms, then its accounts as a table. */
export function IdentityDetails({ identity }: { identity: AgencyIdentity }) {
  const { text } = useAgencyText();
  const none = text('none');
  const validity = identity.certifiedFrom && identity.certifiedUntil
    ? text('validity', { from: identity.certifiedFrom, until: identity.certifiedUntil })
    : none;
  const rows: [string, string][] = [
    [text('field.name'), identity.name],
    [text('field.licenceNo'), identity.licenceNo ?? none],
    [text('field.status'), text(`status.${identity.status}`)],
    [text('field.validity'), validity],
    [text('field.center'), identity.center?.name ?? none],
    [text('field.contactName'), identity.contact.name ?? none],
    [text('field.contactPhone'), identity.contact.phone ?? none],
    [text('field.contactEmail'), identity.contact.email ?? none],
    [text('field.account'), identity.account],
  ];
  return (
    <>
      <section aria-labelledby="agency-certificate" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="agency-certificate" className="mb-3 text-xl font-bold text-blue-950">{text('certificate')}</h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-600">{term}</dt>
              <dd className="mb-2 break-words font-semibold text-slate-950 sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="agency-accounts" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="agency-accounts" className="mb-3 text-xl font-bold text-blue-950">{text('accounts')}</h2>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-slate-800">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">{text('accountColumn')}</th>
                <th scope="col" className="py-1 pr-4">{text('nameColumn')}</th>
                <th scope="col" className="py-1">{text('roleColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {identity.accounts.map((row) => (
                <tr key={row.account} className="border-t border-slate-200">
                  <td className="py-1 pr-4 break-all">{row.account}</td>
                  <td className="py-1 pr-4">{row.name}</td>
                  <td className="py-1">{text(`role.${row.role}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
