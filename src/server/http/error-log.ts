import { maskPersonalData } from '../log-masking.ts';

/**
 * What the log may keep of a failed request's error: its kind, message and stack, and for a failed query its SQL
 * and the database's error code (SQLSTATE), but not the query's parameters (drizzle puts them in the message) nor
 * the database's message (PostgreSQL quotes the offending value in it): they are the user's mobile numbers, names
 * and passport numbers. Any other message is masked too: a provider's error may quote its request (issue 38 item 16).
 */
export function withoutParameters(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const cause = error.cause as { code?: unknown; constraint?: unknown } | undefined;
  const isQuery = /^Failed query: /.test(error.message);
  const message = maskPersonalData(error.message.replace(/\nparams: [\s\S]*$/, '\nparams: (not logged)'));
  const why = isQuery && cause ? `\nSQLSTATE ${String(cause.code ?? '?')}${cause.constraint ? ` on ${String(cause.constraint)}` : ''}` : '';
  const safe = new Error(`${message}${why}`);
  safe.name = error.name;
  safe.stack = `${safe.name}: ${safe.message}\n${(error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n')}`;
  return safe;
}
