import { useState } from 'react';
import { SelectArrayInput, type SelectArrayInputProps } from 'react-admin';

/** A filter value as the multiple select holds it: links and saved queries may name one value alone. */
const asList = (value: unknown) => (value == null || value === '' ? [] : Array.isArray(value) ? value : [value]);
/** One value stays a value in the address (`status=APPROVAL`, as the dashboard's links write it). */
const asFilter = (value: unknown[] | undefined) => (!value?.length ? undefined : value.length === 1 ? value[0] : value);

/**
 * A list filter of several values at once (the server matches any of them): react-admin's
 * SelectArrayInput, reading and writing a single value as the value itself. Its menu closes on
 * each choice, as a single select's does: the list changes at once, and the next choice opens it
 * again.
 */
export const MultiSelectFilter = (props: SelectArrayInputProps) => {
  const [open, setOpen] = useState(false);
  return (
    <SelectArrayInput
      format={asList}
      parse={asFilter}
      {...props}
      options={{ open, onOpen: () => setOpen(true), onClose: () => setOpen(false) }}
      onChange={() => setOpen(false)}
    />
  );
};
