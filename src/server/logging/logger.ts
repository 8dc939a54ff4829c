// The server's one logger (issue 36 item 3): a JSON line per event on stdout, for a log shipper to read. A line
// written while a request is served carries that request's id without anyone passing it along (request-id.ts),
// and no line carries personal data or a secret: every message and every string field passes through the same
// masking as before (log-masking.ts), errors through withoutParameters (their query's values stay out).
import pino, { type Level, type Logger } from 'pino';
import { maskPersonalData } from '../log-masking.ts';
import { withoutParameters } from '../http/error-log.ts';
import { currentRequestId } from './request-id.ts';

export const LOG_LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/** Strings masked, however deep; an Error is left to the err serializer, which masks it its own way. */
function masked(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPersonalData(value);
  if (depth > 4 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, masked(item, depth + 1)]));
}

function safeArgument(arg: unknown): unknown {
  if (typeof arg === 'string') return maskPersonalData(arg);
  if (arg instanceof Error) return withoutParameters(arg);
  if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
    const fields = arg as Record<string, unknown>;
    if (fields.err instanceof Error || fields.error instanceof Error) {
      return { ...fields, ...(fields.err instanceof Error ? { err: withoutParameters(fields.err) } : {}), ...(fields.error instanceof Error ? { error: withoutParameters(fields.error) } : {}) };
    }
  }
  return arg;
}

const maskedError = (error: unknown) => pino.stdSerializers.err(withoutParameters(error) as Error);

/** A logger writing to `destination` (stdout by default); tests pass a stream of their own. */
export function createLogger(destination?: pino.DestinationStream, level: Level | 'silent' = 'info'): Logger {
  return pino({
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      // The request's id was made here or checked when it came in (request-id.ts); masked, a random one could
      // happen to look like a mobile number and no longer match its request's other lines.
      log: ({ reqId, ...fields }) => ({ ...(reqId === undefined ? {} : { reqId }), ...(masked(fields) as Record<string, unknown>) }),
    },
    mixin: () => {
      const id = currentRequestId();
      return id ? { reqId: id } : {};
    },
    serializers: { err: maskedError, error: maskedError },
    hooks: {
      // The message and printf-style arguments filled into it; an error's message too, which pino takes as the line's
      // message when none is given.
      logMethod(args, method) {
        return method.apply(this, args.map(safeArgument) as Parameters<typeof method>);
      },
    },
  }, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** The process's logger; main.ts sets its level from LOG_LEVEL. */
export const logger: Logger = createLogger();

/**
 * A `(line) => void` for the code that logs one line at a time: a JSON line (`{"event":"…", …}`, the providers'
 * failures) becomes the line's fields, so `"event":"message.send.failed"` stays a field an alert can match.
 */
export function lineLogger(level: 'error' | 'warn' | 'info', into: Logger = logger): (line: string, error?: unknown) => void {
  return (line, error) => {
    const fields = jsonObject(line);
    const extra = error === undefined ? {} : { err: error };
    if (fields) {
      const { msg, level: _ignored, time: _time, ...rest } = fields;
      into[level]({ ...rest, ...extra }, typeof msg === 'string' ? msg : typeof rest.event === 'string' ? rest.event : 'event');
    } else {
      into[level](extra, line);
    }
  };
}

function jsonObject(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(line);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
