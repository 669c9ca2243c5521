import { useState } from 'react';
import { Button } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { useTranslate, type RaRecord } from 'react-admin';
import { TemplatesDialog } from './TemplatesDialog';

/** "Templates 2 of 3" in a row; opens the templates of the discipline. */
export const TemplatesButton = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const count = (record.templates as unknown[] | undefined)?.length ?? 0;
  return (
    <>
      <Button
        size="small"
        startIcon={<DescriptionIcon />}
        sx={{ textTransform: 'none' }}
        aria-label={translate('certification.templates.title', { name: record.name })}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('certification.templates.count', { smart_count: count })}
      </Button>
      {open && <TemplatesDialog id={record.id} name={record.name} onClose={() => setOpen(false)} />}
    </>
  );
};
