import { useEffect, useState } from 'react';
import { Alert, Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fetchFileBlob } from '../../components/files/fileBlob';

export interface PreviewFile {
  id: string;
  fileName: string;
  contentType: string;
}

const previewable = (type: string) => type === 'application/pdf' || type.startsWith('image/');

/** A request's file shown in the page: a PDF in the browser's viewer, an image as it is; others not. */
export const FilePreview = ({ file }: { file: PreviewFile }) => {
  const translate = useTranslate();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  const canShow = previewable(file.contentType);

  useEffect(() => {
    setUrl(undefined);
    setFailed(false);
    if (!canShow) return;
    const abort = new AbortController();
    let objectUrl: string | undefined;
    fetchFileBlob(`files/${file.id}`, file.contentType, abort.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => !abort.signal.aborted && setFailed(true));
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file.id, file.contentType, canShow]);

  const title = translate('review.preview', { name: file.fileName });
  if (!canShow) return <Alert severity="info">{translate('review.no_preview')}</Alert>;
  if (failed) return <Alert severity="error">{translate('review.preview_error')}</Alert>;
  if (!url) return <Skeleton variant="rectangular" height="70vh" aria-label={title} />;
  return file.contentType === 'application/pdf' ? (
    <Box
      component="iframe"
      src={url}
      title={title}
      data-testid="file-preview"
      sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  ) : (
    <Box
      component="img"
      src={url}
      alt={title}
      data-testid="file-preview"
      sx={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', mx: 'auto' }}
    />
  );
};
