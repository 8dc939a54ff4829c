/** Where to go after signing in: a console address the sign-in link named, never another site nor a sign-in page. */
export function safeReturnPath(wanted: string | null): string {
  if (!wanted || !wanted.startsWith('/staff') || wanted.startsWith('//') || wanted.startsWith('/staff/sign-in')) return '/staff';
  return /^\/staff(?:[/?#]|$)/.test(wanted) ? wanted : '/staff';
}
