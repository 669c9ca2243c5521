import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The list screen of a resource that needs no screen of its own: DeclaredList, from the
 * definition alone, loaded when first opened (`list: declaredList('venues')` in its screens).
 */
export const declaredList = (resource: string): LazyExoticComponent<ComponentType> =>
  lazy(() =>
    import('./DeclaredList').then(({ DeclaredList }) => ({
      default: () => createElement(DeclaredList, { resource }),
    })),
  );
