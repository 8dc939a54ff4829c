import { useState } from 'react';
import { QueryView } from '../../../ui/query-states';
import { useCenterName } from '../api/centers';
import { useIntegrations } from '../api/integrations';
import { AdminPage, AdminSection, headCellClass, TableFrame, tableClass } from '../parts/admin-page';
import { OnceSecrets, type ShownSecret } from '../parts/once-secrets';
import { useAdminText } from '../strings';
import { CreateIntegrationForm } from './create-integration-form';
import { IntegrationRow } from './integration-row';
import { WebhookFailures } from './webhook-failures';

// Integrations (admin): a center's case system signs in with a client id and secret and receives signed webhooks.
// The secrets exist in the page only between the answer that carries them and "I have saved them".
export function IntegrationsPage() {
  const { t, text } = useAdminText();
  const integrations = useIntegrations();
  const centerName = useCenterName();
  const [shown, setShown] = useState<{ title: string; secrets: ShownSecret[] } | null>(null);

  return (
    <AdminPage intro={text('integrations.intro')}>
      {shown ? <OnceSecrets title={shown.title} secrets={shown.secrets} onDone={() => setShown(null)} /> : null}
      <AdminSection id="integrations-list" title={text('integrations.listTitle')}>
        <QueryView query={integrations} isEmpty={(data) => data.length === 0} empty={<p className="py-4 text-slate-700">{text('integrations.none')}</p>}>
          {(data) => (
            <TableFrame label={text('integrations.listTitle')}>
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col" className={headCellClass}>{text('integrations.name')}</th>
                    <th scope="col" className={headCellClass}>{text('integrations.center')}</th>
                    <th scope="col" className={headCellClass}>{text('integrations.clientId')}</th>
                    <th scope="col" className={headCellClass}>{text('integrations.webhookUrl')}</th>
                    <th scope="col" className={headCellClass}>{text('integrations.status')}</th>
                    <th scope="col" className={headCellClass}><span className="sr-only">{text('actions')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((integration) => (
                    <IntegrationRow
                      key={integration.id}
                      integration={integration}
                      centerName={integration.centerId ? centerName(integration.centerId) : t('staff.allCenters')}
                      onRotated={({ integration: rotated, clientSecret }) => setShown({
                        title: text('secrets.rotatedTitle', { name: rotated.name }),
                        secrets: [
                          { label: text('integrations.clientId'), value: rotated.clientId },
                          { label: text('secrets.clientSecret'), value: clientSecret },
                        ],
                      })}
                    />
                  ))}
                </tbody>
              </table>
            </TableFrame>
          )}
        </QueryView>
      </AdminSection>
      <AdminSection id="integrations-new" title={text('integrations.newTitle')}>
        <CreateIntegrationForm
          onCreated={({ integration, clientSecret, webhookSecret }) => setShown({
            title: text('secrets.createdTitle', { name: integration.name }),
            secrets: [
              { label: text('integrations.clientId'), value: integration.clientId },
              { label: text('secrets.clientSecret'), value: clientSecret },
              { label: text('secrets.webhookSecret'), value: webhookSecret },
            ],
          })}
        />
      </AdminSection>
      <AdminSection id="webhook-failures" title={text('webhooks.title')}>
        <WebhookFailures />
      </AdminSection>
    </AdminPage>
  );
}
