import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import type { ServerConfig } from '../config.ts';

export interface AppEnv {
  Variables: {
    db: Db;
    config: ServerConfig;
    language: Language;
    /** Set by the bearer check on non-public operations. */
    userId?: string;
    /** This request's id in the log and the X-Request-Id header (request-log.ts). */
    requestId?: string;
    /** The contract's operation this request was routed to, for the access log and the metrics. */
    operationId?: string;
  };
}
