import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  CreateBase,
  EditBase,
  Form,
  Loading,
  RecordContextProvider,
  Title,
  useGetOne,
  usePermissions,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isCourseEditable, type CourseStatus } from '../../domain/courses';
import { canAccessResource } from '../../domain/access';
import { pathFor } from '../../domain/routes';
import type { SessionUser } from '../../domain/session';
import { useFormat } from '../../components/format';
import { FORM_ID } from '../../components/forms/FormDialog';
import { KeptRecord } from '../../components/forms/KeptRecord';
import { useSaveFeedback } from '../../components/forms/saveFeedback';
import { RecordNotices } from '../../components/forms/RecordNotices';
import { SubmitErrorsNotice } from '../../components/forms/SubmitErrorsNotice';
import { RecordHistory } from '../../components/history/RecordHistory';
import { CourseBreadcrumbs } from './CourseBreadcrumbs';
import { CourseDeleteButton } from './CourseDeleteButton';
import { copyOfCourse, DuplicateCourseButton } from './CourseDuplicate';
import { CourseFields, NoCourseTypes } from './CourseFields';
import { CourseFormTabs } from './CourseFormTabs';
import { CourseStatusChip } from './CourseStatusChip';
import { CourseDetails, ParticipantsTable, TrainersTable } from './CourseView';
import { CourseReopenButton, CourseStepper, CourseWorkflowButtons } from './CourseWorkflow';
import { CourseRuleWarnings } from './CourseRuleWarnings';
import { CourseSaveToolbar } from './CourseSaveToolbar';
import { ParticipantsInput } from './ParticipantsInput';
import { TrainersInput } from './TrainersInput';
import { useLeaveWarning } from '../../components/forms/useLeaveWarning';

/** Today as an ISO day in the user's time zone (a new course is booked today). */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The way back: to where the user came from, else his course list. */
const BackButton = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button
      startIcon={<ArrowBackIcon />}
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(pathFor('My_Courses')))}
    >
      {translate('course.back_to_list')}
    </Button>
  );
};

/** The heading: course type and day, status, organisation, counts. */
const CourseHeading = ({ create }: { create?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  const title =
    create || !record
      ? translate('course.create_title')
      : translate('course.edit_title', { type: record.courseTypeName, date: format.day(record.startDate) });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
    >
      <Title title={title} />
      <Box>
        <CourseBreadcrumbs current={title} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {record?.status && <CourseStatusChip status={record.status} size="medium" />}
        </Stack>
        {record?.organisationName && (
          <Typography color="text.secondary">
            {record.organisationName}
            {' · '}
            {translate('course.count_summary', {
              instructors: record.instructorCount ?? 0,
              trainees: record.traineeCount ?? 0,
              participants: record.participantCount ?? 0,
            })}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        {!create && <DuplicateCourseButton />}
        <BackButton />
      </Stack>
    </Stack>
  );
};

const Panel = ({ value, index, children }: { value: number; index: number; children: ReactNode }) => (
  // every panel stays mounted, so all fields are validated whichever tab is open
  <Box
    role="tabpanel"
    hidden={value !== index}
    id={`course-tabpanel-${index}`}
    aria-labelledby={`course-tab-${index}`}
    sx={{ pt: 2 }}
  >
    {children}
  </Box>
);

/** The course form: course fields, Trainers and Participants tabs, save; on an existing course the status steps. */
const CourseFormView = ({
  organisationId,
  create,
  copyOf,
}: {
  organisationId: string;
  create?: boolean;
  /** The course a new one copies: the form says so and asks for the dates. */
  copyOf?: RaRecord;
}) => {
  const format = useFormat();
  const translate = useTranslate();
  const record = useRecordContext();
  const navigate = useNavigate();
  const warnOnLeave = useLeaveWarning();
  const [tab, setTab] = useState(0);
  const defaults = create
    ? { organisationId, trainers: [], participants: [], newParticipants: [], courseLanguages: ['de'], date: today() }
    : undefined;
  return (
    // leaving with unsaved changes (menu, back, closing the tab) asks first
    <Form
      id={FORM_ID}
      mode="onChange"
      reValidateMode="onChange"
      defaultValues={defaults}
      warnWhenUnsavedChanges={warnOnLeave}
      disableInvalidFormNotification
    >
      <SubmitErrorsNotice />
      <RecordNotices />
      <Card>
        <CardContent>
          <CourseHeading create={create} />
          {!create && record && (
            <>
              <CourseStepper status={record.status as CourseStatus} />
              <CourseWorkflowButtons />
            </>
          )}
          {create && <NoCourseTypes organisationId={organisationId} />}
          {copyOf && (
            <Alert severity="info" sx={{ mb: 1 }} data-testid="course-copy">
              {translate('course.copy_of', {
                name: translate('course.edit_title', {
                  type: copyOf.courseTypeName,
                  date: format.day(copyOf.startDate),
                }),
              })}
            </Alert>
          )}
          <CourseRuleWarnings />
          <CourseFormTabs tab={tab} onChange={setTab} />
          <Panel value={tab} index={0}>
            <CourseFields organisationId={organisationId} />
          </Panel>
          <Panel value={tab} index={1}>
            <TrainersInput organisationId={organisationId} existing={record?.trainers} />
          </Panel>
          <Panel value={tab} index={2}>
            <ParticipantsInput organisationId={organisationId} />
          </Panel>
        </CardContent>
        <CourseSaveToolbar
          create={create}
          start={!create && <CourseDeleteButton onDeleted={() => navigate(-1)} />}
          onShowTrainers={() => setTab(1)}
        />
      </Card>
    </Form>
  );
};

/** A course to read only: the trainer's view of his course, or a course that is done. */
const CourseReadView = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const [tab, setTab] = useState(0);
  if (!record) return null;
  return (
    <Card>
      <CardContent>
        <CourseHeading />
        <CourseStepper status={record.status as CourseStatus} />
        <CourseReopenButton />
        <Alert severity="info" sx={{ mb: 2 }} data-testid="course-read-only">
          {translate(isCourseEditable(record.status) ? 'course.read_only' : 'course.final')}
          {record.trainerView && <Box data-testid="course-trainer-view">{translate('course.trainer_view')}</Box>}
        </Alert>
        <Tabs
          value={tab}
          onChange={(_, next: number) => setTab(next)}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab id="course-tab-0" aria-controls="course-tabpanel-0" label={translate('course.tabs.course')} />
          <Tab
            id="course-tab-1"
            aria-controls="course-tabpanel-1"
            label={`${translate('course.tabs.trainers')} (${record.trainers?.length ?? 0})`}
          />
          {/* a trainer from another organisation gets no participants (server side, trainerView) */}
          {!record.trainerView && (
            <Tab
              id="course-tab-2"
              aria-controls="course-tabpanel-2"
              label={`${translate('course.tabs.participants')} (${record.participants?.length ?? 0})`}
            />
          )}
        </Tabs>
        <Panel value={tab} index={0}>
          <CourseDetails />
        </Panel>
        <Panel value={tab} index={1}>
          <TrainersTable />
        </Panel>
        {!record.trainerView && (
          <Panel value={tab} index={2}>
            <ParticipantsTable />
          </Panel>
        )}
      </CardContent>
    </Card>
  );
};

const NotAllowed = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="warning" data-testid="no-read" action={<BackButton />}>
        {translate(text)}
      </Alert>
    </Box>
  );
};

/** `/course/create`: a new course in the user's organisation, or in `?organisationId=` (an ITC for its site). */
export const CourseCreate = () => {
  const [params] = useSearchParams();
  const { permissions: user, isPending } = usePermissions<SessionUser>();
  const navigate = useNavigate();
  // the new course opens at once ("Created" in the product's one wording and colour)
  const feedback = useSaveFeedback({
    created: true,
    onSaved: (record) => navigate(pathFor('Course_Detail', { courseId: String(record.id) })),
  });
  const copyFrom = params.get('copyFrom');
  // a duplicate starts from the course it copies (?copyFrom=), without its dates
  const original = useGetOne<RaRecord>('courses', { id: copyFrom! }, { enabled: !!copyFrom, retry: false });
  if (isPending || (copyFrom && original.isPending)) return <Loading />;
  if (!canAccessResource(user, 'courses', 'create')) return <NotAllowed text="errors.FORBIDDEN" />;
  if (copyFrom && (original.error || !original.data || original.data.trainerView))
    return <NotAllowed text="errors.NOT_FOUND" />;
  const copy = original.data && copyOfCourse(original.data);
  const organisationId = (copy?.organisationId as string) || params.get('organisationId') || user!.organisation.id;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <CreateBase
        // a new key when the source changes: the form starts over with the other copy
        key={copyFrom ?? 'new'}
        resource="courses"
        record={copy}
        redirect={false}
        mutationOptions={feedback}
      >
        <CourseFormView organisationId={organisationId} create copyOf={original.data} />
      </CreateBase>
    </Box>
  );
};

/**
 * `/course/{courseId}`: the course form for those who may change the course, the read-only view for
 * trainers and for courses that are done, a message for anyone else (the server answers 404).
 */
export const CourseDetail = () => {
  const { courseId } = useParams();
  const { data, isPending, error } = useGetOne<RaRecord>('courses', { id: courseId! }, { retry: false });
  const feedback = useSaveFeedback({ created: false });
  if (isPending) return <Loading />;
  if (error || !data) return <NotAllowed text="errors.NOT_FOUND" />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {data.editable ? (
        <EditBase
          resource="courses"
          id={courseId}
          mutationMode="pessimistic"
          redirect={false}
          queryOptions={{ onError: () => undefined }}
          mutationOptions={feedback}
        >
          <EditedCourse />
        </EditBase>
      ) : (
        <RecordContextProvider value={data}>
          <CourseReadView />
          <CourseHistory />
        </RecordContextProvider>
      )}
    </Box>
  );
};

const EditedCourse = () => {
  const record = useRecordContext();
  if (!record) return <Loading />;
  return (
    <>
      {record.editable ? (
        // read again meanwhile (a refresh, the window's focus), the course keeps what the user typed
        <KeptRecord>
          <CourseFormView organisationId={record.organisationId} />
        </KeptRecord>
      ) : (
        <CourseReadView />
      )}
      <CourseHistory />
    </>
  );
};

/** Who changed the course when, below it; read again after each save. */
const CourseHistory = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <RecordHistory resource="courses" id={record.id} />
    </Card>
  );
};
