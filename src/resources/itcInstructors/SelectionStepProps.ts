import type { RaRecord } from 'react-admin';

/** A step on the list's selection, asked in a dialog: `onTake` takes it with what the dialog chose. */
export interface SelectionStepProps<Body> {
  selected: RaRecord[];
  pending: boolean;
  onTake: (body: Body) => void;
  onClose: () => void;
}
