import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useAdminFormErrors } from '../parts/form-errors';
import { createIntegration, useIntegrationChange, type Integration } from '../api/integrations';
import { useCenterChoices } from '../api/centers';
import { showFailure } from '../parts/failure';
import { useAdminText } from '../strings';
import { ALL_CENTERS, newIntegrationSchema } from './integration-rules';

type Values = z.input<typeof newIntegrationSchema>;
type Valid = z.output<typeof newIntegrationSchema>;
const fields = ['name', 'centerId', 'webhookUrl'] as const;

export interface CreatedSecrets { integration: Integration; clientSecret: string; webhookSecret: string }

/** A new integration for a center's case system; its secrets go up to the page, which shows them once. */
export function CreateIntegrationForm({ onCreated }: { onCreated: (created: CreatedSecrets) => void }) {
  const { t, text } = useAdminText();
  const centers = useCenterChoices();
  const form = useForm<Values, unknown, Valid>({ resolver: zodResolver(newIntegrationSchema), shouldFocusError: false, defaultValues: { name: '', centerId: '', webhookUrl: '' } });
  const errors = useAdminFormErrors(form, fields, 'integration-new');
  const create = useIntegrationChange(createIntegration);

  const onValid = async (values: Valid) => {
    errors.clearServerErrors();
    try {
      const { clientSecret, webhookSecret, ...integration } = await create.mutateAsync([values]);
      form.reset();
      onCreated({ integration, clientSecret, webhookSecret });
    } catch (error) {
      showFailure(form, errors, error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <div className="grid grid-cols-1 gap-x-6 lg:grid-cols-2">
        <TextField form={form} name="name" id={errors.idOf('name')} label={text('integrations.name')} hint={text('integrations.nameHint')} autoComplete="off" />
        <SelectField
          form={form} name="centerId" id={errors.idOf('centerId')} label={text('integrations.center')} placeholder={text('chooseCenter')}
          options={[{ value: ALL_CENTERS, label: t('staff.allCenters') }, ...centers]}
        />
      </div>
      <TextField form={form} name="webhookUrl" id={errors.idOf('webhookUrl')} label={text('integrations.webhookUrl')} hint={text('integrations.webhookUrlHint')} optional type="url" inputMode="url" autoComplete="off" spellCheck={false} />
      <SubmitButton busy={create.isPending}>{text('integrations.create')}</SubmitButton>
    </form>
  );
}
