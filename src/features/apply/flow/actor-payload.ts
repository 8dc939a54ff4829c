// The real actors of the application machine (decision 005 names them; decision 013 says how they are
// supplied) make the contract's calls through the one API client, so its error catalogue shows the server's
// message — for a call whose server side has not landed yet, "not available yet" — and the actor fails with
// that message: the machine goes to its error or retry state. Nothing pretends a call succeeded.

/** The payload of a call, or a rejection carrying the message the catalogue already showed. */
export async function payload<T>(pending: Promise<{ ok: true; data: T } | { ok: false; msg: string; kind: string }>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new Error(result.msg || result.kind);
  return result.data;
}
