import type { OperationHandlers } from '../app.ts';
import { contentHandlers } from './content.ts';
import { referenceHandlers } from './reference.ts';
import { shellHandlers } from './shell.ts';

/** Every implemented operation; the rest of the contract answers code 501 until its feature lands. */
export const implementedHandlers: OperationHandlers = {
  ...shellHandlers,
  ...referenceHandlers,
  ...contentHandlers,
};
