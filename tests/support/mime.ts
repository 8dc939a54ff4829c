// Just enough MIME decoding to read what the portal's mail provider sent (RFC 2045–2047): headers unfolded and
// their encoded words decoded, multipart bodies split, base64 and quoted-printable parts decoded. Not a mail parser.

export interface MimePart {
  headers: Record<string, string>;
  /** The decoded content; a text part read as UTF-8 through `text`. */
  content: Buffer;
  text: string;
  parts: MimePart[];
}

function decodeQuotedPrintable(body: string): Buffer {
  const softBreaksGone = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < softBreaksGone.length; index += 1) {
    const char = softBreaksGone[index]!;
    const hex = softBreaksGone.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** =?UTF-8?B?…?= and =?UTF-8?Q?…?= words, adjacent ones joined as RFC 2047 says. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_whole, _charset: string, encoding: string, text: string) =>
      (encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text.replace(/_/g, ' '))).toString('utf8'));
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    const parts = sections.filter((section) => !section.startsWith('--')).map((section) => parseMime(section.replace(/^\r?\n/, '')));
    return { headers, content: Buffer.alloc(0), text: '', parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const content = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
    : encoding === 'quoted-printable' ? decodeQuotedPrintable(body)
      : Buffer.from(body, 'utf8');
  return { headers, content, text: content.toString('utf8'), parts: [] };
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

/** A parameter of a header, also when RFC 2231 split and percent-encoded it (filename*0*=utf-8''%E7%94%B3…). */
export function headerParameter(header: string, name: string): string | undefined {
  const plain = new RegExp(`(?:^|;)\\s*${name}="?([^";]+)"?`, 'i').exec(header);
  if (plain) return plain[1];
  const pieces = [...header.matchAll(new RegExp(`${name}\\*(\\d+)?(\\*)?="?([^";]*)"?`, 'gi'))]
    .sort((a, b) => Number(a[1] ?? 0) - Number(b[1] ?? 0));
  if (!pieces.length) return undefined;
  const joined = pieces.map((piece) => piece[3]).join('');
  const encoded = pieces.some((piece) => piece[2] === '*');
  return encoded ? decodeURIComponent(joined.replace(/^[^']*'[^']*'/, '')) : joined;
}
