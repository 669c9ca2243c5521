import { Alert, Box, Grid, Skeleton, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { pathFor } from '../../domain/routes';
import { ScreenBreadcrumbs } from '../../components/ScreenBreadcrumbs';
import { CertificateHistory } from './CertificateHistory';
import { ReviewReadiness } from './ReviewReadiness';
import { CertificateReviewBack } from './CertificateReviewBack';
import { CertificateReviewFacts } from './CertificateReviewFacts';
import { CertificateReviewFiles } from './CertificateReviewFiles';
import { CertificateReviewToolbar } from './CertificateReviewToolbar';
import { useCertificateReview } from './useCertificateReview';

/**
 * The ITC's review of one request (issue 14.4): its data, readiness and history beside its files
 * shown in the page, the workflow steps of the detail screen, and on to the next waiting request,
 * all by keyboard (A approve, D decline, C certify, N or J next) – fifty requests without the list.
 */
export const CertificateReviewPage = () => {
  const translate = useTranslate();
  const { isPending, error, detail, queue, goNext, requested, changed, files, current, setShown, screen, keysPaused } =
    useCertificateReview();

  if (isPending)
    return (
      <Box sx={{ p: 2 }} aria-busy="true">
        <Title title={translate('review.loading')} />
        <Skeleton variant="rectangular" height={320} />
      </Box>
    );
  if (error || !detail)
    return (
      <Box sx={{ p: 2 }}>
        <Title title={translate('review.loading')} />
        <CertificateReviewBack />
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="certificate-not-found">
          {translate('certification.detail.not_found')}
        </Alert>
      </Box>
    );

  const { record, heading } = detail;
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
      <CertificateReviewToolbar queue={queue} onNext={goNext} />
      <Alert severity="info" icon={false} sx={{ mb: 2, py: 0 }} data-testid="review-help">
        <Typography variant="body2" component="kbd" sx={{ fontFamily: 'inherit' }}>
          {translate('review.help')}
        </Typography>
      </Alert>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <CertificateReviewFacts record={record} heading={heading} onChanged={changed} requested={requested} />
          <ReviewReadiness record={record} />
          <CertificateHistory record={record} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <CertificateReviewFiles files={files} current={current} onShow={setShown} keysPaused={keysPaused} />
        </Grid>
      </Grid>
    </Box>
  );
};
