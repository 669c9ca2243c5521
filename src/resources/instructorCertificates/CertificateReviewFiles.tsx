import { Alert, Card, CardContent, CardHeader, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FilePreview } from './FilePreview';
import type { CertificateReviewFile } from './useCertificateReview';

type CertificateReviewFilesProps = {
  files: CertificateReviewFile[];
  current: CertificateReviewFile | undefined;
  onShow: (index: number) => void;
  /** The review keys are paused while the preview has the focus (usePreviewFocus). */
  keysPaused: boolean;
};

/** The request's current files in tabs, the one chosen shown in the page. */
export const CertificateReviewFiles = ({ files, current, onShow, keysPaused }: CertificateReviewFilesProps) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={translate('review.files')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {current ? (
          <>
            <Tabs
              value={files.indexOf(current)}
              onChange={(_, index: number) => onShow(index)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={translate('review.files')}
              sx={{ mb: 1 }}
            >
              {files.map((file) => (
                <Tab key={file.id} label={translate(`certification.file_type.${file.type}`)} />
              ))}
            </Tabs>
            {keysPaused && (
              <Alert severity="warning" role="status" sx={{ mb: 1 }} data-testid="review-keys-paused">
                {translate('review.keys_paused')}
              </Alert>
            )}
            <FilePreview file={current} />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('review.no_files')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
