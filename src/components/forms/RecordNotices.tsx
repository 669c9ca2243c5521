import { ConflictNotice } from './ConflictNotice';
import { LiveChangeNotice } from './LiveChangeNotice';

/** What a record form says of changes by others: while it is open (live) and when its save meets one (412). */
export const RecordNotices = () => (
  <>
    <ConflictNotice />
    <LiveChangeNotice />
  </>
);
