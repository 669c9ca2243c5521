import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { Form } from 'react-admin';
import type { Field } from '../../../domain/resources';
import { FieldInput } from '../../resources/FieldInput';

/** Where the focus goes once a cell's value is kept: it stays, or Tab moves it on. */
export type AfterCommit = 'stay' | 'next' | 'previous';

// a select's menu opens in a popover outside the cell: focus there is still the editor's
const inPopover = (element: Element | null) => !!element?.closest('.MuiPopover-root, .MuiPopper-root');

/**
 * A cell being edited: the field's own input of the forms, in a form of its own with the forms'
 * validators. Enter (Shift+Enter: a line break in a long text) and Tab keep the value if it is
 * valid, else the input says why; Escape leaves the cell as it was; leaving the cell keeps it too.
 */
export const CellEditor = ({
  source,
  field,
  value,
  onCommit,
  onCancel,
}: {
  source: string;
  field: Field;
  value: unknown;
  onCommit: (value: unknown, then: AfterCommit) => void;
  onCancel: () => void;
}) => {
  const box = useRef<HTMLDivElement>(null);
  const then = useRef<AfterCommit>('stay');
  // the input leaves with Escape: the blur its removal may fire keeps nothing
  const cancelled = useRef(false);
  const submit = (next: AfterCommit) => {
    then.current = next;
    box.current?.querySelector('form')?.requestSubmit();
  };
  useEffect(() => {
    const input = box.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
    input?.focus();
    if (input && input.type !== 'checkbox') input.select();
  }, []);
  return (
    <Box
      ref={box}
      sx={{ minWidth: 160, '& .MuiFormControl-root': { m: 0 }, '& .MuiFormHelperText-root': { mx: 0 } }}
      onKeyDown={(event) => {
        // the grid's keys are the input's now: arrows move the caret
        event.stopPropagation();
        if (event.key === 'Escape') {
          event.preventDefault();
          cancelled.current = true;
          onCancel();
        } else if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
          event.preventDefault();
          submit(event.key === 'Tab' ? (event.shiftKey ? 'previous' : 'next') : 'stay');
        }
      }}
      onBlur={(event) => {
        const to = event.relatedTarget as Element | null;
        if (cancelled.current || (to && (box.current?.contains(to) || inPopover(to)))) return;
        submit('stay');
      }}
    >
      <Form
        record={{ [source]: value }}
        onSubmit={(values: Record<string, unknown>) => onCommit(values[source] ?? null, then.current)}
        noValidate
      >
        <FieldInput source={source} field={field} />
      </Form>
    </Box>
  );
};
