import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { orderQueryKey, type OrderView } from '../api/orders';
import { refusalText } from '../api/staff-api';

/**
 * One action on the order shown: its answer (the order view after it) replaces the one on screen, the queues are
 * counted again, and the outcome is said where the person looks: done, or refused in the server's words.
 */
export function useOrderAction(orderId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (doneText: string, work: () => Promise<OrderView>): Promise<boolean> => {
    setBusy(true);
    setDone(null);
    setRefusal(null);
    try {
      const view = await work();
      queryClient.setQueryData(orderQueryKey(orderId), view);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'queues'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'order', orderId, 'audit'] });
      setDone(doneText);
      return true;
    } catch (error) {
      setRefusal(refusalText(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, done, refusal, run, clearRefusal: () => setRefusal(null) };
}

export type OrderAction = ReturnType<typeof useOrderAction>;
