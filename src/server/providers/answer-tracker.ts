// Whether a live SMS or mail provider has answered since this process started (issue 38 item 15). A configured
// provider whose keys, template or network are wrong is only found out when a person's code does not arrive; until
// one send has gone through, /health says so. Per process: each process learns about its own connection.
import type { Delivery } from './sms/sms.ts';

export type AnswerState = 'untried' | 'answering' | 'failing';

export interface AnswerTracker {
  /** The outcome of one send, after its retries. */
  record(delivery: Delivery): void;
  state(): AnswerState;
}

export function createAnswerTracker(): AnswerTracker {
  let state: AnswerState = 'untried';
  return {
    record(delivery) {
      if (delivery.delivered) state = 'answering';
      // A refusal about one recipient (a wrong number, its flow control) says nothing of the provider; a provider
      // that stays down after the retries does.
      else if (!delivery.permanent) state = 'failing';
    },
    state: () => state,
  };
}
