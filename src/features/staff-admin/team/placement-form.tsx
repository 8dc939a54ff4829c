import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { useAdminFormErrors } from '../parts/form-errors';
import { keptStatus, updateStaff, useTeamChange, type TeamMember } from '../api/team';
import { secondaryButtonClass } from '../parts/admin-page';
import { showFailure } from '../parts/failure';
import { useAdminText } from '../strings';
import { PlacementFields } from './placement-fields';
import { placementSchema } from './team-rules';

type Values = z.input<typeof placementSchema>;
type Valid = z.output<typeof placementSchema>;
const fields = ['role', 'centerId'] as const;

/** A person's role and center, changed in their row; a refusal keeps the choice made, with the server's words. */
export function PlacementForm({ member, onDone }: { member: TeamMember; onDone: (message: string) => void }) {
  const { text } = useAdminText();
  const form = useForm<Values, unknown, Valid>({ resolver: zodResolver(placementSchema), shouldFocusError: false, defaultValues: { role: member.role, centerId: member.centerId ?? '' } });
  const errors = useAdminFormErrors(form, fields, `member-${member.id}`);
  const update = useTeamChange(updateStaff);
  const onValid = async (values: Valid) => {
    errors.clearServerErrors();
    try {
      await update.mutateAsync([member.id, { ...values, status: keptStatus(member) }]);
      onDone(text('team.changed', { name: member.name }));
    } catch (error) {
      showFailure(form, errors, error);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)} className="min-w-[18rem]">
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <PlacementFields form={form} idOf={errors.idOf} who={member.name} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={update.isPending}>{text('save')}</SubmitButton>
        <button type="button" className={secondaryButtonClass} onClick={() => onDone('')}>{text('cancel')}</button>
      </div>
    </form>
  );
}
