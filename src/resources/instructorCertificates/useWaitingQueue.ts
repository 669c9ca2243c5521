import { useGetList, type RaRecord } from 'react-admin';

/** As many waiting requests as one review session works through. */
const QUEUE_SIZE = 500;

const waiting = (status: 'APPROVAL' | 'APPROVED') =>
  ({
    pagination: { page: 1, perPage: QUEUE_SIZE },
    sort: { field: 'updatedAt', order: 'ASC' },
    filter: { scope: 'itc', status },
  }) as const;

const byWait = (a: RaRecord, b: RaRecord) =>
  String(a.updatedAt).localeCompare(String(b.updatedAt)) || String(a.id).localeCompare(String(b.id));

/**
 * The requests waiting for the ITC (to check and to certify), in the order of its waiting list
 * (longest waiting first), and the one after the current: a request just decided moves to the
 * end (or leaves), so "next" walks the list without coming back to one already seen.
 */
export function useWaitingQueue(current: RaRecord | undefined) {
  const toCheck = useGetList('instructor-certificates', waiting('APPROVAL'));
  const toCertify = useGetList('instructor-certificates', waiting('APPROVED'));
  const queue = [...(toCheck.data ?? []), ...(toCertify.data ?? [])].sort(byWait);
  const others = queue.filter((row) => row.id !== current?.id);
  const next = current ? (others.find((row) => byWait(row, current) > 0) ?? others[0]) : others[0];
  return {
    next,
    count: queue.length,
    isPending: toCheck.isPending || toCertify.isPending,
    refetch: () => Promise.all([toCheck.refetch(), toCertify.refetch()]),
  };
}
