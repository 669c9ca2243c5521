import { Badge, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { COURSE_BUSINESS_FIELDS } from '../../domain/courses';

const COURSE_TAB_FIELDS = [
  'courseTypeId',
  'venueId',
  'courseFormat',
  'startDate',
  'endDate',
  'time',
  'courseLanguages',
  'numberOfParticipants',
  'courseLeader',
  'doctorName',
  'targetGroup',
  ...COURSE_BUSINESS_FIELDS,
];

/** A tab label with the number of rows and a red dot when a field on the tab has an error. */
const TabLabel = ({ text, fields, counted }: { text: string; fields: string[]; counted?: string }) => {
  const { errors } = useFormState();
  const rows = useWatch({ name: counted ?? '__none__' });
  const count = counted ? ((rows as unknown[] | undefined)?.length ?? 0) : undefined;
  const failing = fields.some((f) => errors[f]);
  return (
    <Badge color="error" variant="dot" invisible={!failing}>
      <span>
        {text}
        {count !== undefined ? ` (${count})` : ''}
      </span>
    </Badge>
  );
};

/** The tabs of the course form: Course, Trainers and Participants, each with its count and error dot. */
export const CourseFormTabs = ({ tab, onChange }: { tab: number; onChange: (tab: number) => void }) => {
  const translate = useTranslate();
  return (
    <Tabs
      value={tab}
      onChange={(_, next: number) => onChange(next)}
      sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
      variant="scrollable"
      // on a phone the arrows show that a tab lies beyond the edge
      allowScrollButtonsMobile
    >
      <Tab
        id="course-tab-0"
        aria-controls="course-tabpanel-0"
        label={<TabLabel text={translate('course.tabs.course')} fields={COURSE_TAB_FIELDS} />}
      />
      <Tab
        id="course-tab-1"
        aria-controls="course-tabpanel-1"
        label={<TabLabel text={translate('course.tabs.trainers')} fields={['trainers']} counted="trainers" />}
      />
      <Tab
        id="course-tab-2"
        aria-controls="course-tabpanel-2"
        label={
          <TabLabel text={translate('course.tabs.participants')} fields={['participants']} counted="participants" />
        }
      />
    </Tabs>
  );
};
