import { useQuery } from '@tanstack/react-query';
import { staffApi, unwrap } from '../../staff/api/staff-api';

/** Who is signed in: their own row on the team, and what a supervisor is shown (the server decides either way). */
export const useSignedInStaff = () => useQuery({ queryKey: ['staffAdmin', 'me'], queryFn: () => unwrap(staffApi.GET('/api-staff/me')), staleTime: 60_000, retry: false });
