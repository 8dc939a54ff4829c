// A year's public holidays and make-up working days (admin), entered when the State Council publishes them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { staffApi, unwrap } from '../../staff/api/staff-api';

export type StaffCalendarYear = components['schemas']['StaffCalendarYear'];
export type StaffCalendarYearInput = components['schemas']['StaffCalendarYearInput'];
export type StaffCalendarDay = components['schemas']['StaffCalendarDay'];

export const getCalendarYear = (year: number) => unwrap(staffApi.GET('/api-staff/calendars/{year}', { params: { path: { year } } }));
export const useCalendarYear = (year: number) =>
  useQuery({ queryKey: ['staffAdmin', 'calendar', year], queryFn: () => getCalendarYear(year), retry: false, staleTime: Infinity });

export const replaceCalendarYear = (year: number, body: StaffCalendarYearInput) =>
  unwrap(staffApi.PUT('/api-staff/calendars/{year}', { params: { path: { year } }, body }));
export function useReplaceCalendarYear() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ([year, body]: [number, StaffCalendarYearInput]) => replaceCalendarYear(year, body),
    onSuccess: (saved) => client.setQueryData(['staffAdmin', 'calendar', saved.year], saved),
  });
}
