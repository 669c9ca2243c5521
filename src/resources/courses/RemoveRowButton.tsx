import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/RemoveCircleOutlined';

/** The button that removes a row of the course form's trainers or participants; `label` names the row. */
export const RemoveRowButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Tooltip title={label}>
    <IconButton onClick={onClick} aria-label={label} sx={{ mt: 1 }}>
      <DeleteIcon />
    </IconButton>
  </Tooltip>
);
