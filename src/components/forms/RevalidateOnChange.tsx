import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * Checks `target` again whenever `source` changes (once the user has typed into `target`): a
 * repeat field must say "Passwords do not match." as soon as the first field stops matching.
 */
export const RevalidateOnChange = ({ source, target }: { source: string; target: string }) => {
  const value = useWatch({ name: source });
  const { trigger, getFieldState, formState } = useFormContext();
  useEffect(() => {
    if (getFieldState(target, formState).isDirty) void trigger(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return null;
};
