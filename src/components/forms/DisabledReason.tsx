import type { ReactElement } from 'react';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** Why a form's submit cannot be pressed now; undefined while it can. */
export function useSubmitBlocker(options: { needsChange?: boolean } = {}): string | undefined {
  const { isValid, isSubmitting, isDirty } = useFormState();
  if (isSubmitting) return 'orientation.disabled.sending';
  if (!isValid) return 'orientation.disabled.invalid';
  if (options.needsChange && !isDirty) return 'orientation.disabled.unchanged';
  return undefined;
}

/**
 * A disabled button says why on hover and on keyboard focus (issue 13). A disabled button gets no
 * mouse events and no focus, so the tooltip sits on a wrapper around it, which takes the focus
 * (in the button's place in the tab order) while there is a reason. The reason describes the
 * wrapper (a group): as a label it would also answer for a field whose label shares its words.
 */
export const DisabledReason = ({
  reason,
  fullWidth,
  children,
}: {
  reason: string | undefined;
  fullWidth?: boolean;
  children: ReactElement;
}) => {
  const translate = useTranslate();
  // the same elements with or without a reason: the button is never remounted when the form turns
  // valid or invalid (a remount loses focus and detaches the button under a pointer or a test)
  return (
    <Tooltip title={reason ? translate(reason) : ''} describeChild>
      <span
        data-testid="disabled-reason"
        role={reason ? 'group' : undefined}
        tabIndex={reason ? 0 : undefined}
        style={{ display: fullWidth ? 'block' : 'inline-flex' }}
      >
        {children}
      </span>
    </Tooltip>
  );
};
