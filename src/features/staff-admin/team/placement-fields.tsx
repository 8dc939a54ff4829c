import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../ui/form/select-field';
import { useCenterChoices } from '../api/centers';
import { STAFF_ROLES } from '../api/team';
import { useAdminText } from '../strings';

/**
 * Role and center, side by side. Choosing admin takes the center away (an admin works for every center), and the
 * hint says so rather than leaving a field that does nothing.
 */
export function PlacementFields<T extends FieldValues & { role: string; centerId: string }, O extends FieldValues>({ form, idOf, who }: {
  form: UseFormReturn<T, unknown, O>; idOf: (field: string) => string; who?: string;
}) {
  const { t, text } = useAdminText();
  const centers = useCenterChoices();
  const isAdmin = form.watch('role' as Path<T>) === 'admin';
  const suffix = who ? ` ${text('team.of', { name: who })}` : '';
  return (
    <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
      <SelectField
        form={form} name={'role' as Path<T>} id={idOf('role')} label={`${text('team.role')}${suffix}`} placeholder={text('team.chooseRole')}
        hint={text('team.roleHint')}
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`staff.role.${role}`) }))}
      />
      {isAdmin ? (
        <div className="mb-5">
          <p className="font-semibold text-slate-900">{text('team.center')}</p>
          <p className="mt-1 text-slate-700">{text('team.adminNoCenter')}</p>
        </div>
      ) : (
        <SelectField
          form={form} name={'centerId' as Path<T>} id={idOf('centerId')} label={`${text('team.center')}${suffix}`} placeholder={text('chooseCenter')}
          options={centers}
        />
      )}
    </div>
  );
}
