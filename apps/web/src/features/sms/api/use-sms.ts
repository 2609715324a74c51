import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmsLogQueryInput, SmsSendRequest, SmsTemplateInput } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

// New codes arrive while someone watches the page (e.g. helping a subscriber sign up).
const LOG_REFRESH_MS = 15_000;

/** `GET sms/log`: every text with its delivery status, filtered, newest first, a keyset page at a time. */
export function useSmsLog(query: SmsLogQueryInput) {
  return useQuery({
    queryKey: ['sms', 'log', query],
    queryFn: ({ signal }) => call('GET /sms/log', { query }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: LOG_REFRESH_MS,
    meta: { silent: true },
  });
}

/** `POST sms/send`: one text to one subscriber; the log shows it at once. */
export function useSendText() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsSendRequest) => call('POST /sms/send', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['sms', 'log'] }),
  });
}

/** People to text, found by name or number (the directory's search). */
export function useRecipients(q: string) {
  return useQuery({
    queryKey: ['sms', 'recipients', q],
    queryFn: ({ signal }) => call('GET /subscribers', { query: { q, limit: 10 } }, { signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

const templatesKey = ['sms', 'templates'] as const;

export function useTemplates() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => call('GET /sms/templates', undefined, { signal }),
  });
}

/** Adds a template, or changes the one `id` names. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SmsTemplateInput }) =>
      id === null
        ? call('POST /sms/templates', { body })
        : call('PUT /sms/templates/:templateId', { params: { templateId: id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useRemoveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /sms/templates/:templateId', { params: { templateId: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey }),
  });
}

const optOutKey = ['sms', 'opt-out'] as const;

/** Whether I opted out of non-urgent texts, and changing it. */
export function useOptOut() {
  return useQuery({
    queryKey: optOutKey,
    queryFn: ({ signal }) => call('GET /sms/opt-out', undefined, { signal }),
  });
}

export function useSetOptOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optedOut: boolean) => call('PUT /sms/opt-out', { body: { optedOut } }),
    onSuccess: (data) => client.setQueryData(optOutKey, data),
  });
}
