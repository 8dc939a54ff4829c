// Seeded article bodies are plain text (paragraphs split by a blank line) that name web addresses; the page
// shows them as paragraphs and the addresses as links. Pure, so it is tested without a DOM.

export type TextPart = string | { href: string };

// An address runs to the first space or full-width character; a sentence's final ASCII punctuation is not part of it.
const address = /https?:\/\/[^\s\u3000-\u303f\uff00-\uffef<>"]+[^\s\u3000-\u303f\uff00-\uffef<>".,;:!?)]/g;

export function textWithLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(address)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push({ href: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** A body without any HTML tag is plain text: its blank-line-separated paragraphs. */
export function plainParagraphs(body: string): string[] | null {
  if (/<\/?[a-z][^>]*>/i.test(body)) return null;
  return body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
}
