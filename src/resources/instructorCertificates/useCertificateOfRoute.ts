import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';

/**
 * The request the route names, as the detail and the review screens read it: once, without
 * retries, so that one not there (or not the user's to see) says "not found" at once.
 */
export function useCertificateOfRoute() {
  const { instructorCertificateId: id } = useParams();
  const {
    data: record,
    isPending,
    error,
    refetch,
  } = useGetOne('instructor-certificates', { id: id! }, { retry: false });
  return { id, record, isPending, error, refetch };
}
