import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../api/client';
import { api, payloadOf } from '../../lib/api';

// Feedback calls: send one (spec §7) and read one's own back (ours, for "listed back with its date").

export const feedbackQuery = queryOptions({
  queryKey: ['feedback'],
  queryFn: () => payloadOf(api.GET('/api-user/feedback/user')),
  staleTime: 0,
});

export const useFeedbackList = () => useQuery(feedbackQuery);

export function useSendFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => {
      const result = await unwrap(api.POST('/api-user/feedback/user', { body: { content } }));
      if (result.ok) await client.invalidateQueries({ queryKey: feedbackQuery.queryKey });
      return result;
    },
  });
}
