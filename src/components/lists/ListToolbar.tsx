import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { ColumnsButton, ExportButton, TopToolbar, useTranslate } from 'react-admin';
import { SavedQueriesButton } from './SavedQueriesAside';

/**
 * A list's toolbar: what the list offers of its own first (grouping, the deleted toggle, "Edit in
 * the table", create or import), then on every list the same three in the same order: saved
 * queries, the column picker (`columnsStoreKey` where the table keeps its columns under its own
 * key) and export.
 */
export const ListToolbar = ({ columnsStoreKey, children }: { columnsStoreKey?: string; children?: ReactNode }) => (
  <TopToolbar>
    {children}
    <SavedQueriesButton />
    <ColumnsButton storeKey={columnsStoreKey} />
    <ExportButton />
  </TopToolbar>
);

/** A list's own action in its toolbar (create, import): a small text button with its icon. */
interface ToolbarButtonProps {
  icon: SvgIconComponent;
  /** The message key of its text. */
  label: string;
  onClick: () => void;
}

export const ToolbarButton = ({ icon: Icon, label, onClick }: ToolbarButtonProps) => {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<Icon />} onClick={onClick}>
      {translate(label)}
    </Button>
  );
};
