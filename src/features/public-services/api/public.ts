import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { unwrap } from '../../../api/client';
import { api, payloadOf } from '../../../lib/api';
import { centersQuery, embassiesQuery, regionsQuery } from '../../../lib/reference-lists';

export { centersQuery, embassiesQuery, regionsQuery };

// The public calls of the appointment, progress and visa-center pages (spec §7). Each write answers the client's
// result, so a form can put a failure's field messages beside its fields.

type Schemas = components['schemas'];
export type Center = Schemas['Center'];
export type ConsularPost = Schemas['ConsularPost'];
export type Region = Schemas['Region'];
export type Reservation = Schemas['Reservation'];
export type ReplacedReservation = Schemas['ReplacedReservation'];
export type ReservationRequest = Schemas['ReservationRequest'];
export type ReservationCalendar = Schemas['ReservationCalendar'];
export type ReservationPurpose = Schemas['ReservationPurpose'];
export type ProgressResult = Schemas['ProgressResult'];

export const calendarQuery = (centerId: string, month: string) => queryOptions({
  queryKey: ['public', 'reservation-calendar', centerId, month],
  queryFn: () => payloadOf(api.GET('/api-vois/reservation', { params: { query: { centerId, month } } })),
  staleTime: 0,
});

export const progressResultsQuery = (token: string) => queryOptions({
  queryKey: ['public', 'progress', token],
  queryFn: () => unwrap(api.GET('/api/visa/apply/query', { params: { query: { token } } })),
  staleTime: 60_000,
  retry: false,
});

export const createReservation = (body: ReservationRequest) => unwrap(api.POST('/api-vois/reservation/apply', { body }));
export const findReservation = (body: Schemas['ReservationFind']) => unwrap(api.POST('/api-vois/reservation/find', { body }));
export const rescheduleReservation = (body: Schemas['ReservationChange']) => unwrap(api.PUT('/api-vois/reservation/apply', { body }));
export const cancelReservation = (id: string, cancelToken: string) =>
  unwrap(api.DELETE('/api-vois/reservation/apply', { params: { query: { id, cancelToken } } }));
export const startProgressQuery = (body: Schemas['ProgressQueryRequest']) => unwrap(api.POST('/api/visa/apply/query', { body }));
