// Personal data stays out of the log (issue 38 item 16, docs/security.md). A provider's own words about a failed
// call may quote the request it was given (`POST …?PhoneNumbers=13912340001 failed`), so every provider detail that
// is logged passes through this one function before it is written. It keeps enough to find a complaint (the
// mobile's first 3 and last 4 digits, the mail's domain) and nothing that lists people or opens an account.

const rules: [RegExp, (match: string, ...groups: string[]) => string][] = [
  // Tokens first: their base64 could hold anything below. A JWT, a bearer credential, a secret-like parameter.
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, () => 'eyJ***'],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, (_, scheme) => `${scheme} ***`],
  [/\b((?:access_?token|token|password|secret|AccessKeySecret|Signature)(?:=|%3D|"\s*:\s*"))[^&\s",;]+/gi, (_, name) => `${name}***`],
  // Resident ID card numbers (18 characters, the last may be X), before the mobiles their digits contain.
  [/(?<![\dA-Za-z])(\d{3})\d{14}([\dXx])(?![\dA-Za-z])/g, (_, head, last) => `${head}**************${last}`],
  // Mainland mobiles, with or without +86 / 0086.
  [/(?<!\d)(?:(?:\+?86|0086)[-\s]?)?(1[3-9]\d)[-\s]?\d{4}[-\s]?(\d{4})(?!\d)/g, (_, head, tail) => `${head}****${tail}`],
  // E-mail addresses, also URL-encoded (%40).
  [/([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*(@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g, (_, first, at, domain) => `${first}***${at}${domain}`],
  // Passport numbers: one or two capital letters and 7 or 8 digits (E12345678, EA1234567, G12345678).
  [/(?<![\dA-Za-z_])([A-Z]{1,2})\d{5,6}(\d{2})(?![\dA-Za-z])/g, (_, letters, tail) => `${letters}******${tail}`],
];

/** `text` with mobiles, e-mail addresses, ID card and passport numbers and tokens masked. */
export function maskPersonalData(text: string): string {
  return rules.reduce((masked, [pattern, replace]) => masked.replace(pattern, replace as (match: string, ...rest: string[]) => string), text);
}
