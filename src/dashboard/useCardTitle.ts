import { usePermissions, useTranslate } from 'react-admin';
import type { DashboardCardId } from '../domain/dashboard';
import { INTERNAL_MODULE } from '../domain/organisations';
import { hasModule } from '../domain/permissions';
import type { SessionUser } from '../domain/session';

/** ITC cards, which reach every organisation for internal staff and then say so in their title. */
const ALL_ORGANISATIONS_FOR_INTERNAL: readonly DashboardCardId[] = [
  'itc_instructor_certificates',
  'itc_certificates_expiring',
];

/** The title of a card for the logged-in user (`dashboard.cards.<id>.title`, or `.title_all`). */
export function useCardTitle() {
  const translate = useTranslate();
  const { permissions: user } = usePermissions<SessionUser>();
  const internal = hasModule(user, INTERNAL_MODULE);
  return (id: DashboardCardId) =>
    translate(
      `dashboard.cards.${id}.${internal && ALL_ORGANISATIONS_FOR_INTERNAL.includes(id) ? 'title_all' : 'title'}`,
    );
}
