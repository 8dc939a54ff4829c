import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { TextField } from '../../../ui/form/text-field';
import { useAdminFormErrors } from '../parts/form-errors';
import { inviteStaff, useTeamChange, type TeamMember } from '../api/team';
import { showFailure } from '../parts/failure';
import { useAdminText } from '../strings';
import { PlacementFields } from './placement-fields';
import { inviteSchema } from './team-rules';

type Values = z.input<typeof inviteSchema>;
type Valid = z.output<typeof inviteSchema>;
const fields = ['email', 'name', 'role', 'centerId'] as const;

/** Invites a person by e-mail: the server sends the enrolment link; nothing of it reaches this page. */
export function InviteForm({ onInvited }: { onInvited: (member: TeamMember, mailSent: boolean) => void }) {
  const { text } = useAdminText();
  const form = useForm<Values, unknown, Valid>({ resolver: zodResolver(inviteSchema), shouldFocusError: false, defaultValues: { email: '', name: '', role: '' as never, centerId: '' } });
  const errors = useAdminFormErrors(form, fields, 'invite');
  const invite = useTeamChange(inviteStaff);

  const onValid = async (values: Valid) => {
    errors.clearServerErrors();
    try {
      const invitation = await invite.mutateAsync([values]);
      form.reset();
      onInvited(invitation.member, invitation.mailSent);
    } catch (error) {
      showFailure(form, errors, error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
      <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
      <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
        <TextField form={form} name="email" id={errors.idOf('email')} label={text('team.email')} type="email" autoComplete="off" spellCheck={false} />
        <TextField form={form} name="name" id={errors.idOf('name')} label={text('team.name')} autoComplete="off" />
      </div>
      <PlacementFields form={form} idOf={errors.idOf} />
      <SubmitButton busy={invite.isPending}>{text('team.invite')}</SubmitButton>
    </form>
  );
}
