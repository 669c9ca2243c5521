import { Box, Card, CardContent, CardHeader, IconButton, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import type { TemplateFileType } from '../../domain/certificates';
import { downloadFile } from '../../components/files/download';
import { failureNotice } from '../../components/forms/failureText';
import type { CertificateShowDetail } from './useCertificateShow';

/** The templates a site fills in for this kind of request. */
export const CertificateShowTemplates = ({ record }: Pick<CertificateShowDetail, 'record'>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: discipline } = useGetOne('disciplines', { id: record.disciplineId });
  const wanted: TemplateFileType[] = [
    'TEMPLATE',
    record.disciplineType === 'RECERTIFICATION' ? 'TEMPLATE_RECERTIFICATION' : 'TEMPLATE_CERTIFICATION',
  ];
  const templates = ((discipline?.templates ?? []) as { type: TemplateFileType; fileName: string }[]).filter((t) =>
    wanted.includes(t.type),
  );
  if (!discipline || record.status !== 'DATAENTRY') return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title={translate('certification.files.templates')} slotProps={{ title: { variant: 'subtitle1' } }} />
      <CardContent sx={{ pt: 0 }}>
        {templates.length ? (
          templates.map((template) => (
            <Box key={template.type} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2">
                {translate(`certification.file_type.${template.type}`)}: {template.fileName}
              </Typography>
              <Tooltip title={translate('certification.files.download', { name: template.fileName })}>
                <IconButton
                  size="small"
                  aria-label={translate('certification.files.download', { name: template.fileName })}
                  onClick={() =>
                    downloadFile(
                      `disciplines/${record.disciplineId}/templates/${template.type}`,
                      template.fileName,
                    ).catch((error: Error) =>
                      notify(failureNotice(translate, 'notification.file_download', error), { type: 'error' }),
                    )
                  }
                >
                  <DownloadIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          ))
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('certification.files.no_templates')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
