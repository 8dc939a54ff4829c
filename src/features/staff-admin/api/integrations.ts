// Integrations and their webhook failures (admin), typed from the generated contract.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { staffApi, unwrap } from '../../staff/api/staff-api';

export type Integration = components['schemas']['Integration'];
export type IntegrationNew = components['schemas']['IntegrationNew'];
export type IntegrationUpdate = components['schemas']['IntegrationUpdate'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];

export const WEBHOOK_PAGE_SIZE = 20;

export const listIntegrations = () => unwrap(staffApi.GET('/api-staff/integrations'));
export const integrationsQueryOptions = () => queryOptions({ queryKey: ['staffAdmin', 'integrations'], queryFn: listIntegrations, retry: false });
export const useIntegrations = () => useQuery(integrationsQueryOptions());

export const createIntegration = (body: IntegrationNew) => unwrap(staffApi.POST('/api-staff/integrations', { body }));
export const updateIntegration = (id: string, body: IntegrationUpdate) =>
  unwrap(staffApi.PUT('/api-staff/integrations/{id}', { params: { path: { id } }, body }));
export const rotateIntegrationSecret = (id: string) =>
  unwrap(staffApi.POST('/api-staff/integrations/{id}/rotate', { params: { path: { id } } }));

/** A change to one integration, after which the list is read again. */
export function useIntegrationChange<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => call(...args),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staffAdmin', 'integrations'] }),
  });
}

export const listWebhookFailures = (page: number) =>
  unwrap(staffApi.GET('/api-staff/webhooks/failures', { params: { query: { page, size: WEBHOOK_PAGE_SIZE } } }));
export const webhookFailuresQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['staffAdmin', 'webhookFailures', page], queryFn: () => listWebhookFailures(page), placeholderData: keepPreviousData, retry: false });
export const useWebhookFailures = (page: number) => useQuery(webhookFailuresQueryOptions(page));

export const retryWebhookDelivery = (id: string) =>
  unwrap(staffApi.POST('/api-staff/webhooks/{id}/retry', { params: { path: { id } } }));
export function useRetryWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryWebhookDelivery,
    onSuccess: () => client.invalidateQueries({ queryKey: ['staffAdmin', 'webhookFailures'] }),
  });
}
