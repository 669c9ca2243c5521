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
 * The areas of one language, from the files Vite's import.meta.glob found: `<area>.ts` exporting
 * the catalogue under the file's name, and `resources/<name>.ts` as its default export, named
 * `resource:<name>`. A new file is an area without a line anywhere else.
 */
export const areasOf = (modules: Record<string, Record<string, unknown>>): Record<string, object> =>
  Object.fromEntries(
    Object.entries(modules).map(([file, module]) => {
      const name = file.replace(/^.*\/|\.ts$/g, '');
      return file.includes('/resources/')
        ? [`resource:${name}`, module.default as object]
        : [name, module[name] as object];
    }),
  );
