import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { TextField } from '../../../ui/form/text-field';
import { useAdminFormErrors } from '../parts/form-errors';
import { formatDateTime } from '../../../ui/format-date';
import { refusalText } from '../../staff/api/staff-api';
import { rotateIntegrationSecret, updateIntegration, useIntegrationChange, type Integration } from '../api/integrations';
import { cellClass, dangerButtonClass, Refused, secondaryButtonClass } from '../parts/admin-page';
import { showFailure } from '../parts/failure';
import { useAdminText } from '../strings';
import { webhookUrlSchema } from './integration-rules';

type Values = z.input<typeof webhookUrlSchema>;
type Valid = z.output<typeof webhookUrlSchema>;

export interface Rotated { integration: Integration; clientSecret: string }

/** One integration with what an admin does to it: its webhook address, its secret, whether it may sign in. */
export function IntegrationRow({ integration, centerName, onRotated }: { integration: Integration; centerName: string; onRotated: (rotated: Rotated) => void }) {
  const { text } = useAdminText();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<'rotate' | 'active' | null>(null);
  const [refused, setRefused] = useState('');
  const update = useIntegrationChange(updateIntegration);
  const rotate = useIntegrationChange(rotateIntegrationSecret);

  const switchActive = async () => {
    setRefused('');
    try {
      await update.mutateAsync([integration.id, { webhookUrl: integration.webhookUrl, active: !integration.active }]);
      setAsking(null);
    } catch (error) {
      setAsking(null);
      setRefused(refusalText(error));
    }
  };
  const rotateSecret = async () => {
    setRefused('');
    try {
      const answer = await rotate.mutateAsync([integration.id]);
      setAsking(null);
      onRotated({ integration, clientSecret: answer.clientSecret });
    } catch (error) {
      setAsking(null);
      setRefused(refusalText(error));
    }
  };

  return (
    <tr>
      <th scope="row" className={`${cellClass} font-semibold`}>{integration.name}</th>
      <td className={cellClass}>{centerName}</td>
      <td className={`${cellClass} break-all font-mono text-sm`}>{integration.clientId}</td>
      <td className={`${cellClass} break-all`}>
        {editing ? (
          <WebhookUrlForm integration={integration} onDone={() => setEditing(false)} />
        ) : (
          <>
            <span className="block">{integration.webhookUrl ?? text('integrations.noWebhook')}</span>
            <button type="button" className={`${secondaryButtonClass} mt-2 text-sm`} onClick={() => setEditing(true)}>
              {text('integrations.changeWebhook')}<span className="sr-only">{` ${integration.name}`}</span>
            </button>
          </>
        )}
      </td>
      <td className={cellClass}>
        <span className={integration.active ? 'text-emerald-800' : 'text-slate-600'}>{text(integration.active ? 'integrations.active' : 'integrations.inactive')}</span>
        <span className="block text-sm text-slate-600">
          {integration.rotatedAt ? text('integrations.rotatedAt', { at: formatDateTime(integration.rotatedAt) }) : text('integrations.createdAt', { at: formatDateTime(integration.createdAt) })}
        </span>
      </td>
      <td className={cellClass}>
        <Refused message={refused} />
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            open={asking === 'rotate'}
            onOpenChange={(open) => setAsking(open ? 'rotate' : null)}
            trigger={<button type="button" className={secondaryButtonClass}>{text('integrations.rotate')}<span className="sr-only">{` ${integration.name}`}</span></button>}
            title={text('integrations.rotateTitle', { name: integration.name })}
            description={text('integrations.rotateText')}
            confirmLabel={text('integrations.rotateConfirm')}
            keepLabel={text('keep')}
            busy={rotate.isPending}
            busyLabel={text('working')}
            onConfirm={() => void rotateSecret()}
          />
          <ConfirmDialog
            open={asking === 'active'}
            onOpenChange={(open) => setAsking(open ? 'active' : null)}
            trigger={(
              <button type="button" className={integration.active ? dangerButtonClass : secondaryButtonClass}>
                {text(integration.active ? 'integrations.deactivate' : 'integrations.activate')}<span className="sr-only">{` ${integration.name}`}</span>
              </button>
            )}
            title={text(integration.active ? 'integrations.deactivateTitle' : 'integrations.activateTitle', { name: integration.name })}
            description={text(integration.active ? 'integrations.deactivateText' : 'integrations.activateText')}
            confirmLabel={text(integration.active ? 'integrations.deactivate' : 'integrations.activate')}
            keepLabel={text('keep')}
            busy={update.isPending}
            busyLabel={text('working')}
            onConfirm={() => void switchActive()}
          />
        </div>
      </td>
    </tr>
  );
}

function WebhookUrlForm({ integration, onDone }: { integration: Integration; onDone: () => void }) {
  const { text } = useAdminText();
  const form = useForm<Values, unknown, Valid>({ resolver: zodResolver(webhookUrlSchema), shouldFocusError: false, defaultValues: { webhookUrl: integration.webhookUrl ?? '' } });
  const errors = useAdminFormErrors(form, ['webhookUrl'] as const, `integration-${integration.id}`);
  const update = useIntegrationChange(updateIntegration);
  const onValid = async (values: Valid) => {
    errors.clearServerErrors();
    try {
      await update.mutateAsync([integration.id, { webhookUrl: values.webhookUrl, active: integration.active }]);
      onDone();
    } catch (error) {
      showFailure(form, errors, error);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <TextField
        form={form} name="webhookUrl" id={errors.idOf('webhookUrl')} optional type="url" inputMode="url" autoComplete="off" spellCheck={false}
        label={text('integrations.webhookUrlOf', { name: integration.name })} hint={text('integrations.webhookUrlHint')} autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={update.isPending}>{text('save')}</SubmitButton>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>{text('cancel')}</button>
      </div>
    </form>
  );
}
