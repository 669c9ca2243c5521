import { PendingChangeDialog } from './PendingChangeDialog';
import { SessionEndedDialog } from './SessionEndedDialog';
import { SessionWarning } from './SessionWarning';

/** The warning before the session ends, signing in again after a refused save, and the kept change. */
const SessionUi = () => (
  <>
    <SessionWarning />
    <SessionEndedDialog />
    <PendingChangeDialog />
  </>
);

export default SessionUi;
