import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { StaffRefusal, refusalText } from '../../staff/api/staff-api';

interface FormErrorsLike {
  applyFailure: (failure: StaffRefusal['failure'], rename?: Record<string, string>) => void;
  reveal: () => void;
}

/**
 * A refused form stays as typed, with the server's words at the top and beside the fields it named. The staff client
 * shows nothing by itself, so a call that never reached the server (network, timeout) is said at the top as well.
 */
export function showFailure<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>, errors: FormErrorsLike, error: unknown, rename: Record<string, string> = {},
) {
  if (error instanceof StaffRefusal && error.failure.kind === 'business') {
    errors.applyFailure(error.failure, rename);
    return;
  }
  form.setError('root.server' as Path<T>, { type: 'server', message: refusalText(error) });
  errors.reveal();
}
