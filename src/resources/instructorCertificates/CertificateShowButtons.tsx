import type { ComponentProps } from 'react';
import { Button, CardActions, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { CertificateActions } from './CertificateActions';

type CertificateShowButtonsProps = Pick<ComponentProps<typeof CertificateActions>, 'record' | 'onChanged'> & {
  onEdit: () => void;
};

/** The detail's workflow steps and edit button, or a note that the request is read only. */
export const CertificateShowButtons = ({ record, onChanged, onEdit }: CertificateShowButtonsProps) => {
  const translate = useTranslate();
  return (
    <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
      <CertificateActions record={record} onChanged={onChanged} />
      {record.editable && (
        <Button startIcon={<EditIcon />} onClick={onEdit}>
          {translate('certification.detail.edit')}
        </Button>
      )}
      {record.status !== 'DATAENTRY' && !record.actions?.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('certification.detail.read_only')}
        </Typography>
      )}
    </CardActions>
  );
};
