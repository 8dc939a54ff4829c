// What a client may send as JSON, checked once at the door for every route: no nesting deeper than any form of the
// portal needs, and no control characters in any text (a NUL cannot be stored in PostgreSQL and was a 500; the
// others are invisible, so what a person reads would not be what was stored).

/** The deepest JSON the portal itself sends is a draft's machine snapshot, well under this. */
export const MAX_JSON_DEPTH = 64;

/** C0 controls and DEL, but the tab, line feed and carriage return a text area may hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export type JsonVerdict = { ok: true; value: unknown } | { ok: false; reason: 'syntax' | 'depth' } | { ok: false; reason: 'control'; path: string };

/** The nesting of a JSON text, counted without parsing it (a 10,000-deep text must not reach JSON.parse or a walk). */
function deeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 125 || char === 93) depth -= 1;
  }
  return false;
}

/** The path of the first text holding a control character (in a key or a value), or null. */
export function controlCharacterAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path || '_' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = controlCharacterAt(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (CONTROL_CHARACTER.test(key)) return at;
      const found = controlCharacterAt(inner, at);
      if (found) return found;
    }
  }
  return null;
}

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Parses a request's JSON text; an empty body reads as {}. */
export function parseJsonInput(text: string): JsonVerdict {
  if (!text.trim()) return { ok: true, value: {} };
  if (deeperThan(text, MAX_JSON_DEPTH)) return { ok: false, reason: 'depth' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'syntax' };
  }
  const path = controlCharacterAt(value);
  return path ? { ok: false, reason: 'control', path } : { ok: true, value };
}
