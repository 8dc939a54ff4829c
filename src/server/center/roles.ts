// Which staff role may press what, read from the contract's security requirements (operations.gen.ts), so the role
// matrix is written once, in openapi/portal.yaml, and the order view's offered moves cannot drift from what the
// server lets through.
import { operations } from '../../api/operations.gen.ts';
import type { StaffRole } from '../db/tables/staff.ts';
import type { OperationId } from '../http/envelope.ts';
import { isDecisionEvent, type CenterEvent } from './order-moves.ts';

export function roleMayCall(role: StaffRole, operationId: OperationId): boolean {
  const roles = operations.find((operation) => operation.operationId === operationId)?.roles;
  return roles !== undefined && (roles.length === 0 || roles.includes(role));
}

export const roleMayPress = (role: StaffRole, event: CenterEvent) => roleMayCall(role, isDecisionEvent(event) ? 'staffDecideOrder' : 'staffMoveOrder');
