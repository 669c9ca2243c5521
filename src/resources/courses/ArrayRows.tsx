import type { ReactNode } from 'react';
import { SourceContextProvider, useArrayInput, useSourceContext } from 'react-admin';

/**
 * The rows of an ArrayInput, each in its own source context (`<array>.<index>.<field>`), so the
 * inputs of a row name just their field. Unlike SimpleFormIterator the caller lays out the row
 * and offers its own add buttons (add instructor, add trainee).
 */
export const ArrayRows = ({ children }: { children: (index: number, remove: () => void) => ReactNode }) => {
  const { fields, remove } = useArrayInput();
  const parent = useSourceContext();
  return (
    <>
      {fields.map((item, index) => (
        <SourceContextProvider
          key={item.id}
          value={{
            getSource: (source: string) => parent.getSource(`${index}.${source}`),
            getLabel: (source: string) => parent.getLabel(source),
          }}
        >
          {children(index, () => remove(index))}
        </SourceContextProvider>
      ))}
    </>
  );
};
