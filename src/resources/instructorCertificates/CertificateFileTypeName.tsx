import { Chip, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import type { CertificateFileType } from '../../domain/certificates';

interface CertificateFileTypeNameProps {
  type: CertificateFileType;
  required: boolean;
  present: boolean;
}

/** A file type with its required or optional chip, ticked when a required file is present. */
export const CertificateFileTypeName = ({ type, required, present }: CertificateFileTypeNameProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {required &&
        (present ? (
          <CheckCircleIcon color="success" fontSize="small" aria-hidden />
        ) : (
          <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-hidden />
        ))}
      <Typography variant="body2">{translate(`certification.file_type.${type}`)}</Typography>
      <Chip
        size="small"
        variant="outlined"
        label={translate(required ? 'certification.files.required' : 'certification.files.optional')}
      />
    </Stack>
  );
};
