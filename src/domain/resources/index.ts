import type { ResourceDefinition } from './define';

export * from './define';

/**
 * Every resource declared in this folder: a file exporting a `defineResource(...)` is all it
 * takes (Vite collects them here; no list to keep).
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts', '!./define.ts', '!./*.test.ts'], {
  eager: true,
});

const isDefinition = (value: unknown): value is ResourceDefinition =>
  !!value && typeof value === 'object' && 'name' in value && 'fields' in value && 'access' in value;

export const RESOURCES: readonly ResourceDefinition[] = Object.values(modules)
  .flatMap((module) => Object.values(module).filter(isDefinition))
  .sort((a, b) => a.name.localeCompare(b.name));

const byName = new Map(RESOURCES.map((definition) => [definition.name, definition]));

export const definitionOf = (name: string): ResourceDefinition | undefined => byName.get(name);
