import type { ReactNode } from 'react';
import { Box, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CertificateFileType } from '../../domain/certificates';

/** What is shown of one file type: its name, its files and (in data entry) its upload. */
export interface CertificateFileParts {
  name: ReactNode;
  files: ReactNode;
  upload: ReactNode;
}

interface CertificateFileLayoutProps {
  types: CertificateFileType[];
  editable: boolean;
  partsOf: (type: CertificateFileType) => CertificateFileParts;
}

/** Read by screen readers, not shown (sizes as strings: in sx a number up to 1 is a fraction, 1 is 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** On narrow screens each type is a block: its name, its files, the upload. */
export const CertificateFileBlocks = ({ types, editable, partsOf }: CertificateFileLayoutProps) => (
  <Stack divider={<Divider flexItem />} spacing={1.5}>
    {types.map((type) => {
      const parts = partsOf(type);
      return (
        <Stack key={type} spacing={1} data-testid={`file-row-${type}`}>
          {parts.name}
          {parts.files}
          {editable && <Box>{parts.upload}</Box>}
        </Stack>
      );
    })}
  </Stack>
);

/** On wider screens a table: a row per type with its name, its files and the upload. */
export const CertificateFileTable = ({ types, editable, partsOf }: CertificateFileLayoutProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('certification.files.type')}</TableCell>
            <TableCell>{translate('certification.files.file')}</TableCell>
            {editable && (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {translate('lists.actions')}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map((type) => {
            const parts = partsOf(type);
            return (
              <TableRow key={type} data-testid={`file-row-${type}`}>
                <TableCell sx={{ width: '35%' }}>{parts.name}</TableCell>
                <TableCell>{parts.files}</TableCell>
                {editable && (
                  <TableCell align="right" sx={{ width: 180 }}>
                    {parts.upload}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
};
