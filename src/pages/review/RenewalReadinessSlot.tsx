import type { RaRecord } from 'react-admin';

/**
 * MERGE SLOT (issue 14, points 1 and 2): the review screen shows the request's renewal readiness
 * here. src/components/certification/RenewalReadiness.tsx comes with the other half of the issue;
 * on merge this placeholder renders it (`<RenewalReadiness record={record} />`). Until then: nothing.
 */
export const RenewalReadinessSlot = (_props: { record: RaRecord }) => null;
