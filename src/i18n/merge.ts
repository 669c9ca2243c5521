type Messages = { [key: string]: string | Messages };

/** Deep merge of message catalogues; later ones win. Skips prototype keys (a catalogue is data). */
export function mergeMessages(...catalogues: object[]): Messages {
  const result: Messages = {};
  for (const catalogue of catalogues) {
    for (const [key, value] of Object.entries(catalogue)) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      const current = result[key];
      result[key] =
        value && typeof value === 'object'
          ? mergeMessages(current && typeof current === 'object' ? current : {}, value)
          : (value as string);
    }
  }
  return result;
}

/** All keys of a catalogue as dotted paths, for the parity tests. */
export function flattenKeys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flattenKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/**
 * The texts of the resource folders (`<language>/resources/<name>.ts`, each a default export) as
 * areas named `resource:<name>`, from what Vite's import.meta.glob found: no list to keep.
 */
export const resourceAreas = (modules: Record<string, { default: object }>): Record<string, object> =>
  Object.fromEntries(
    Object.entries(modules).map(([file, module]) => [`resource:${file.replace(/^.*\/|\.ts$/g, '')}`, module.default]),
  );
