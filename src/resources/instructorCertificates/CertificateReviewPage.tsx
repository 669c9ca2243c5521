import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Grid,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import { Title, useGetOne, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CertificateAction, CertificateStatus, DisplayStatus, Revision } from '../../domain/certificates';
import { pathFor } from '../../domain/routes';
import { CertificateStatusChip, DisplayStatusChip } from '../../components/certification/StatusChips';
import { ScreenBreadcrumbs } from '../../components/ScreenBreadcrumbs';
import { formatDay, formatMoment } from '../../components/format';
import { CertificateActions } from './CertificateActions';
import { CertificateHistory } from './CertificateHistory';
import { FilePreview, type PreviewFile } from './FilePreview';
import { usePreviewFocus } from './usePreviewFocus';
import { ReviewReadiness } from './ReviewReadiness';
import { useReviewKeys } from './useReviewKeys';
import { useWaitingQueue } from './useWaitingQueue';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Box sx={{ typography: 'body2', minHeight: 20 }}>{children}</Box>
  </Grid>
);

export const reviewPath = (id: string | number) =>
  pathFor('ITC_Certificate_Review', { instructorCertificateId: String(id) });

/**
 * The ITC's review of one request (issue 14.4): its data, readiness and history beside its files
 * shown in the page, the workflow steps of the detail screen, and on to the next waiting request,
 * all by keyboard (A approve, D decline, C certify, N or J next) – fifty requests without the list.
 */
export const CertificateReviewPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { instructorCertificateId: id } = useParams();
  const {
    data: record,
    isPending,
    error,
    refetch,
  } = useGetOne('instructor-certificates', { id: id! }, { retry: false });
  const queue = useWaitingQueue(record);
  const [requested, setRequested] = useState<{ action: CertificateAction; at: number }>();
  const files = ((record?.files ?? []) as (PreviewFile & { type: string; current: boolean })[]).filter(
    (f) => f.current,
  );
  const [shown, setShown] = useState(0);
  useEffect(() => setShown(0), [id]);

  const goNext = () => queue.next && navigate(reviewPath(queue.next.id));
  useReviewKeys({
    step: (action) => setRequested({ action, at: Date.now() }),
    next: goNext,
  });
  const screen = useRef<HTMLDivElement>(null);
  const keysPaused = usePreviewFocus(screen);

  const field = (name: string) => translate(`resources.instructor-certificates.fields.${name}`);
  const back = (
    <Button component={Link} to={pathFor('ITC_Instructor_Certificates')} startIcon={<ArrowBackIcon />}>
      {translate('review.back')}
    </Button>
  );
  const nextButton = (
    <Button
      variant="outlined"
      endIcon={<SkipNextIcon />}
      onClick={goNext}
      disabled={!queue.next}
      data-testid="review-next"
    >
      {translate('review.next')}
    </Button>
  );

  if (isPending)
    return (
      <Box sx={{ p: 2 }} aria-busy="true">
        <Title title={translate('review.loading')} />
        <Skeleton variant="rectangular" height={320} />
      </Box>
    );
  if (error || !record)
    return (
      <Box sx={{ p: 2 }}>
        <Title title={translate('review.loading')} />
        {back}
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="certificate-not-found">
          {translate('certification.detail.not_found')}
        </Alert>
      </Box>
    );

  const heading = translate('review.title', { name: record.instructorName });
  const current = files[Math.min(shown, files.length - 1)];
  const changed = () => void Promise.all([refetch(), queue.refetch()]);

  return (
    <Box
      ref={screen}
      // where a click into the preview hands the focus back to (usePreviewFocus); -1: no stop of Tab
      tabIndex={-1}
      sx={{ p: 2, outline: 'none' }}
      data-testid="certificate-review"
      data-id={record.id}
      data-status={record.status}
    >
      <Title title={heading} />
      <ScreenBreadcrumbs
        list={{ label: translate('certification.scope.itc'), to: pathFor('ITC_Instructor_Certificates') }}
        current={heading}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {back}
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {queue.next ? translate('review.position', { waiting: queue.count }) : translate('review.no_next')}
        </Typography>
        {nextButton}
      </Stack>
      <Alert severity="info" icon={false} sx={{ mb: 2, py: 0 }} data-testid="review-help">
        <Typography variant="body2" component="kbd" sx={{ fontFamily: 'inherit' }}>
          {translate('review.help')}
        </Typography>
      </Alert>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card>
            <CardHeader
              title={heading}
              subheader={record.organisationName}
              slotProps={{ title: { component: 'h1', variant: 'h6' } }}
              action={
                <CertificateStatusChip
                  status={record.status as CertificateStatus}
                  revision={record.revision as Revision | null}
                />
              }
            />
            <CardContent sx={{ pt: 0 }}>
              <Grid container spacing={1.5}>
                <Fact label={field('disciplineName')}>{record.disciplineName}</Fact>
                <Fact label={field('disciplineType')}>
                  {translate(`certification.discipline_type.${record.disciplineType}`)}
                </Fact>
                <Fact label={field('ahaInstructorId')}>{record.ahaInstructorId ?? '–'}</Fact>
                <Fact label={field('displayStatus')}>
                  <DisplayStatusChip status={record.displayStatus as DisplayStatus} />
                </Fact>
                <Fact label={field('createdAt')}>{formatMoment(record.createdAt, locale) || '–'}</Fact>
                <Fact label={field('expiryDate')}>{formatDay(record.expiryDate, locale) || '–'}</Fact>
                <Grid size={12}>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {field('info')}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {record.info || translate('certification.detail.no_info')}
                  </Typography>
                </Grid>
                {record.itcComment && (
                  <Grid size={12}>
                    <Alert severity="warning" data-testid="itc-comment">
                      <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                        {record.itcComment}
                      </Box>
                    </Alert>
                  </Grid>
                )}
              </Grid>
              <Box sx={{ mt: 2 }}>
                <CertificateActions record={record} onChanged={changed} requested={requested} />
              </Box>
            </CardContent>
          </Card>
          <ReviewReadiness record={record} />
          <CertificateHistory record={record} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardHeader title={translate('review.files')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
            <CardContent sx={{ pt: 0 }}>
              {current ? (
                <>
                  <Tabs
                    value={files.indexOf(current)}
                    onChange={(_, index: number) => setShown(index)}
                    variant="scrollable"
                    allowScrollButtonsMobile
                    aria-label={translate('review.files')}
                    sx={{ mb: 1 }}
                  >
                    {files.map((file: RaRecord) => (
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
        </Grid>
      </Grid>
    </Box>
  );
};
