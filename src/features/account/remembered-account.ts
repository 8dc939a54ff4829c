// "Remember my account": the account name only, per login kind, never the password (issue 3).
const KEY = 'portal.rememberedAccount';
type Kind = 'applicant' | 'agency';

function read(): Partial<Record<Kind, string>> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Partial<Record<Kind, string>>) : {};
  } catch {
    return {};
  }
}

export function rememberedAccount(kind: Kind): string {
  return read()[kind] ?? '';
}

export function rememberAccount(kind: Kind, account: string | null): void {
  const all = read();
  if (account) all[kind] = account;
  else delete all[kind];
  localStorage.setItem(KEY, JSON.stringify(all));
}
