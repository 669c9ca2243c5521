import type { MouseEvent, ReactNode } from 'react';
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';

/**
 * A small icon button of a row, named "<label>: <name>" and explained by its tooltip (the label,
 * unless told), which a disabled button shows too.
 */
export const RowIconButton = (props: {
  label: string;
  /** What the button acts on. */
  name: string;
  tooltip?: string;
  disabled?: boolean;
  color?: IconButtonProps['color'];
  onClick: (event: MouseEvent) => void;
  children: ReactNode;
}) => {
  const { label, name, tooltip = label, disabled, color, onClick, children } = props;
  return (
    <Tooltip title={tooltip}>
      <span>
        <IconButton
          size="small"
          aria-label={`${label}: ${name}`.trim()}
          disabled={disabled}
          color={color}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
};
