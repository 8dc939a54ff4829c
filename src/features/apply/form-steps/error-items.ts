import type { FormValues } from './step-values';

// The error summary of a step lists every message in the order of the fields on the screen, list items
// included (companions.0.surname), which the shared summary's flat lookup cannot reach.

export interface ErrorItem {
  /** The field's path (the summary links to `<prefix>-<path>`). */
  path: string;
  /** The message key or server text, resolved by the screen. */
  message: string;
}

type Node = { message?: unknown; root?: { message?: unknown } } & Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

const own = (node: Node): string | undefined => {
  const message = typeof node.message === 'string' ? node.message : node.root?.message;
  return typeof message === 'string' ? message : undefined;
};

/** Messages of an error tree (react-hook-form's `errors`), walked in the order of the step's template. */
export function errorItems(errors: unknown, template: FormValues, prefix = ''): ErrorItem[] {
  if (!isNode(errors)) return [];
  const items: ErrorItem[] = [];
  for (const [key, shape] of Object.entries(template)) {
    const node = errors[key];
    if (!isNode(node)) continue;
    const path = `${prefix}${key}`;
    const message = own(node);
    if (message) items.push({ path, message });
    if (Array.isArray(shape)) {
      // A list's errors are a sparse array (a message of the whole list sits on it as `root` or `message`).
      const itemShape = shape[0] ?? {};
      for (const [index, entry] of Object.entries(node)) {
        if (/^\d+$/.test(index) && isNode(entry)) items.push(...errorItems(entry, itemShape, `${path}.${index}.`));
      }
    } else if (typeof shape === 'object') {
      items.push(...errorItems(node, shape, `${path}.`));
    }
  }
  return items;
}
