import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisaTypeChoice } from '../../../../machines/application/order-data';
import type { components } from '../../../api/schema.gen';
import { api, payloadOf } from '../../../lib/api';
import { useCenterForLocation, useCenters } from '../visa/api/reference';

// What the delivery screens read: the user's saved addresses and a center's reservation calendar by month.
// Regions and centers are the visa choice's reference lists (kept for the session).

export type SavedAddress = components['schemas']['SavedAddress'];
export type ReservationCalendar = components['schemas']['ReservationCalendar'];

export const addressesQuery = queryOptions({
  queryKey: ['addresses'],
  queryFn: () => payloadOf(api.GET('/api-address/address/list')),
  staleTime: 60_000,
  retry: 1,
});

/** Places change as others book: refreshed when the screen comes back, not kept for the session. */
export const reservationCalendarQuery = (centerId: string, month: string) => queryOptions({
  queryKey: ['reservation-calendar', centerId, month],
  queryFn: () => payloadOf(api.GET('/api-vois/reservation', { params: { query: { centerId, month } } })),
  staleTime: 30_000,
  retry: 1,
});

export const useSavedAddresses = () => useQuery(addressesQuery);
export const useReservationCalendar = (centerId: string | null, month: string) =>
  useQuery({ ...reservationCalendarQuery(centerId ?? '', month), enabled: centerId !== null });

/** The order's center: the one chosen, or the one serving the place of residence or work. */
export function useOrderCenter(visaType: VisaTypeChoice | null) {
  const centers = useCenters();
  const byLocation = useCenterForLocation(visaType && !visaType.centerId ? visaType.locationValue : null);
  if (visaType?.centerId) {
    return { center: centers.data?.find((c) => c.id === visaType.centerId) ?? null, query: centers };
  }
  return { center: byLocation.data ?? null, query: byLocation };
}
