import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CertificateAction } from '../../domain/certificates';
import { pathFor } from '../../domain/routes';
import type { PreviewFile } from './FilePreview';
import { usePreviewFocus } from './usePreviewFocus';
import { useReviewKeys } from './useReviewKeys';
import { useWaitingQueue } from './useWaitingQueue';
import { useCertificateOfRoute } from './useCertificateOfRoute';

export const reviewPath = (id: string | number) =>
  pathFor('ITC_Certificate_Review', { instructorCertificateId: String(id) });

/** A file of the request as the review shows it: only the current one of each type. */
export type CertificateReviewFile = PreviewFile & { type: string; current: boolean };

/**
 * The review of the request the route names: the request (its heading once read, in `detail`),
 * the waiting queue and the way to its next request, the step asked for by a key, the file shown,
 * and the screen that keeps the keys (paused while the preview has them).
 */
export function useCertificateReview() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id, record, isPending, error, refetch } = useCertificateOfRoute();
  const queue = useWaitingQueue(record);
  const [requested, setRequested] = useState<{ action: CertificateAction; at: number }>();
  const files = ((record?.files ?? []) as CertificateReviewFile[]).filter((f) => f.current);
  const [shown, setShown] = useState(0);
  useEffect(() => setShown(0), [id]);

  const goNext = () => queue.next && navigate(reviewPath(queue.next.id));
  useReviewKeys({
    step: (action) => setRequested({ action, at: Date.now() }),
    next: goNext,
  });
  const screen = useRef<HTMLDivElement>(null);
  const keysPaused = usePreviewFocus(screen);

  return {
    isPending,
    error,
    detail: record ? { record, heading: translate('review.title', { name: record.instructorName }) } : undefined,
    queue,
    goNext,
    requested,
    changed: () => void Promise.all([refetch(), queue.refetch()]),
    files,
    current: files[Math.min(shown, files.length - 1)] as CertificateReviewFile | undefined,
    setShown,
    screen,
    keysPaused,
  };
}
