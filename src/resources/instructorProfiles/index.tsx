import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { defineScreens, ownOrganisation } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'instructor-profiles',
  routes: {
    Instructor_Profiles: lazy(() =>
      import('./InstructorProfileList').then((m) => ({ default: m.InstructorProfileList })),
    ),
  },
  menu: [
    {
      group: 'course_organisation',
      after: 'Organisation_Participant_Profiles',
      title: 'menu.instructors',
      route: 'Instructor_Profiles',
      params: ownOrganisation,
    },
  ],
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) =>
    [record.title, record.firstName, record.lastName].filter(Boolean).join(' '),
});
