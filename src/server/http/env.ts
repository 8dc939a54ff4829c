import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import type { ServerConfig } from '../config.ts';
import type { StaffPrincipal } from '../staff/sessions.ts';
import type { IntegrationPrincipal } from '../integrations/principal.ts';
import type { CheckedInput } from './checked-input.ts';

export interface AppEnv {
  Variables: {
    db: Db;
    config: ServerConfig;
    language: Language;
    /** Set by the bearer check on non-public operations. */
    userId?: string;
    /** Set by the staff check on `/api-staff/` operations (staff-auth.ts). */
    staff?: StaffPrincipal;
    /** Set by the integration check on `/api-integration/` operations (integration-auth.ts). */
    integration?: IntegrationPrincipal;
    /** This request's id in the log and the X-Request-Id header (request-log.ts). */
    requestId?: string;
    /** The contract's operation this request was routed to, for the access log and the metrics. */
    operationId?: string;
    /** The request's body, query and path after the contract's check and the field rules (contract-requests.ts). */
    input?: CheckedInput;
  };
}
