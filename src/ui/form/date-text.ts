// Dates are typed and shown as YYYY-MM-DD whatever the browser's locale (issue 12 item 10): a native date input
// shows mm/dd/yyyy in an English browser beside a hint that says 2025-06-01. So date fields are text fields that
// tidy what was typed when the person leaves them; the domain's rules judge the result (isIsoDate).

/**
 * 20250601, 2025/6/1, 2025.06.01, 2025 6 1 or 2025年6月1日 → 2025-06-01; anything else comes back as typed (trimmed),
 * for the field's own rule to refuse with its message.
 */
export function normaliseDateText(value: string): string {
  const text = value.normalize('NFKC').trim();
  const digits = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (digits) return `${digits[1]}-${digits[2]}-${digits[3]}`;
  const parts = /^(\d{4})\s*[-/.年\s]\s*(\d{1,2})\s*[-/.月\s]\s*(\d{1,2})\s*日?$/.exec(text);
  if (parts) return `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
  return text;
}

/** What every date field's input carries: plain text, a numeric keyboard on phones, no autofill guesses. */
export const dateInputProps = { type: 'text', inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;

/** The part of a react-hook-form registration a blur handler passes events to. */
interface Registered<E> {
  onChange(event: E): unknown;
  onBlur(event: E): unknown;
}

/**
 * A registered date field's blur: the typed text is tidied first and handed to the form as if typed (so its value
 * and its check see the tidy date), then the blur goes on as usual.
 */
export function tidyingOnBlur<E extends { target: { value: string } }>(registered: Registered<E>) {
  return (event: E) => {
    const tidy = normaliseDateText(event.target.value);
    if (tidy !== event.target.value) {
      event.target.value = tidy;
      void registered.onChange(event);
    }
    return registered.onBlur(event);
  };
}
