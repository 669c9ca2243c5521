import { ConflictNotice } from './ConflictNotice';
import { ReportUnsaved } from './KeptRecord';
import { LiveChangeNotice } from './LiveChangeNotice';

/**
 * What a record form says of changes by others: while it is open (live) and when its save meets
 * one (412); and whether it holds unsaved changes, for <KeptRecord> around it.
 */
export const RecordNotices = () => (
  <>
    <ConflictNotice />
    <LiveChangeNotice />
    <ReportUnsaved />
  </>
);
