// Every value path of an application's stored answers the center could flag (a value a person can write, not a
// file), in the order the data holds them: the console's and the sandbox's choice of fields.
import { isFlaggable } from '../incorrect/paths.ts';

export function flaggablePaths(data: Record<string, unknown>): string[] {
  const paths: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else if (path && isFlaggable(data, path)) paths.push(path);
  };
  walk(data, '');
  return paths;
}
