import { ERRORS } from '../../domain/errors';
import { MESSAGES } from '../../domain/validation';
import { FIRST_SCREEN_ERRORS } from './firstScreen';

type FirstScreenError = (typeof FIRST_SCREEN_ERRORS)[number];

/** English texts of the shell: menu, app bar, errors and validation (the login's are in firstScreen.ts). */
export const app = {
  menu: {
    home: 'Home',
    my_organisation: 'My organisation',
    support_tickets: 'Support tickets',
    admin_dashboards: 'Admin dashboards',
    organisation_comments: 'Organisation comments',
    demo_statistics: 'Demo statistics',
    my_certificates: 'My certificates',
    my_courses: 'My courses',
    course_organisation: 'Course organisation',
    courses: 'Courses',
    course_types: 'Course types',
    participants: 'Participants',
    instructors: 'Instructors',
    instructor_types: 'Instructor types',
    itc_administration: 'ITC administration',
    itc_organisations: 'Training sites',
    itc_disciplines: 'Disciplines',
    itc_instructor_certificates: 'Instructor certificates',
    itc_courses: 'Courses',
    itc_instructors: 'Instructor administration',
    itc_statistics: 'Statistics',
    its_administration: 'ITS administration',
    its_instructor_certificates: 'Instructor certificates',
    its_courses: 'Courses',
    user_administration: 'User administration',
    user_features: 'User permissions',
    settings: 'Settings',
    my_account: 'My account',
    open_group: 'Open %{name}',
  },
  shell: {
    account: 'My account',
    language: 'Language',
    open_menu: 'Open menu',
    close_menu: 'Close menu',
    module_off: 'The module %{module} is switched off for your organisation, so that page is not available.',
    no_rights: 'You lack the rights to open that page.',
  },
  not_found: {
    title: 'Page not found',
    text: 'There is no page at %{path}.',
    home: 'Go to the dashboard',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: {
      title: 'Welcome, %{name}',
      text: 'You are signed in for %{organisation}.',
      features: 'What you may do here is listed in the menu on the left.',
    },
  },
  // the API's texts, but whole sentences where its wording (the specification's) reads like a raw key
  errors: {
    ...(Object.fromEntries(
      Object.entries(ERRORS).filter(([code]) => !FIRST_SCREEN_ERRORS.includes(code as FirstScreenError)),
    ) as Omit<typeof ERRORS, FirstScreenError>),
    TOKEN_MISSING: 'The link has no key. Please open the complete link from the e-mail.',
    TOKEN_INVALID: 'The link is invalid or has expired.',
  },
  validation: MESSAGES,
  notification: {
    // a refusal the form cannot mark at a field (src/components/forms/SubmitErrorsNotice.tsx)
    not_in_form:
      'Not saved: %{message} The form has no field for this: change what the message names (or the record it refers to) and save again, or cancel.',
    language_update_failed: 'The language could not be saved; the previous one is back.',
    theme_update_failed: 'The theme could not be saved; the previous one is back.',
    loading_data: 'Error while loading data',
    file_upload: 'Error while uploading the file',
    file_download: 'Error while downloading the file',
    file_delete: 'Error while deleting the file',
    saving: 'Error while saving',
    deletion: 'Error while deleting',
    creation: 'Error while creating',
    restore: 'Error while restoring',
    update: 'Error while updating',
    created: 'Created',
    deleted: 'Deleted',
    updated: 'Updated',
    restored: 'Restored',
    uploaded: 'File uploaded',
    // a call past the §9 timeout that is still waited for (src/providers/http.ts)
    slow_answer: 'This is taking longer than usual …',
  },
  table: {
    no_data: 'No data available',
    loading: 'Loading…',
  },
  lists: {
    search: 'Search',
    show_deleted: 'Deleted only',
    all: 'All',
    all_rows: 'All %{total} rows',
    cut: 'Showing the first %{shown} of %{total} rows. Narrow the search or the filters to find the rest, or page on below the list.',
    actions: 'Actions',
    no_results: 'Nothing matches the search or filters.',
    create_first: 'Create the first one',
    create_title: 'New %{name}',
    edit_title: 'Edit %{name}',
    group_by: 'Group by',
    organisation: 'Organisation',
    no_grouping: 'No grouping',
    range: { from: '%{field} from', to: '%{field} to' },
    bulk: {
      summary: '%{done} of %{total} done.',
      done: 'Done',
      left_out:
        'One entry was left out and stays selected: |||| %{smart_count} entries were left out and stay selected:',
    },
    bulk_edit: {
      button: 'Edit one selected |||| Edit %{smart_count} selected',
      title: 'Edit one entry |||| Edit %{smart_count} entries',
      hint: 'Tick the fields to change: each selected entry gets the value you enter. The fields you do not tick stay as they are.',
      change: 'Change “%{field}”',
      saved: 'One entry saved. |||| %{smart_count} entries saved.',
      refused:
        '%{saved} One entry was not saved and stays selected: |||| %{saved} %{smart_count} entries were not saved and stay selected:',
      undone: 'One entry set back. |||| %{smart_count} entries set back.',
      undo_refused:
        '%{undone} One entry was not set back and stays selected: |||| %{undone} %{smart_count} entries were not set back and stay selected:',
    },
    grid: {
      toggle: 'Edit in the table',
      label: '%{name}: edit in the table',
      hint: 'Enter or a double click edits a cell; Enter keeps the value, Escape cancels. A block copied from a spreadsheet can be pasted at a cell.',
      phone: 'Editing in the table needs a wider screen: turn your phone sideways or use a computer.',
      save: 'Save one row |||| Save %{smart_count} rows',
      discard: 'Discard changes',
      discard_row: 'Discard the changes of “%{name}”',
      status: 'Changes',
      changed: 'changed',
      unsaved: 'Not saved yet',
      refused: 'Not saved: %{reason}',
      not_saved:
        '%{saved} One row was not saved: the reason stands in its row. |||| %{saved} %{smart_count} rows were not saved: the reason stands in each row.',
      fix_first: 'Correct the marked cells before saving.',
      finish_first: 'Save or discard the changes first.',
      left_out:
        'One pasted cell lay outside the editable cells of this page and was left out. |||| %{smart_count} pasted cells lay outside the editable cells of this page and were left out.',
      undo_title: 'Undo the save of one row |||| Undo the save of %{smart_count} rows',
      undo_refused: '%{undone} One row was not set back: |||| %{undone} %{smart_count} rows were not set back:',
    },
  },
  actions: {
    restore: 'Restore',
  },
  confirm: {
    delete_title: 'Delete “%{name}”?',
    delete_content: '“%{name}” will be marked as deleted. You can restore it later.',
    restore_title: 'Restore “%{name}”?',
    restore_content: '“%{name}” will be active again.',
    bulk_delete_title: 'Delete one entry? |||| Delete %{smart_count} entries?',
    bulk_delete_content:
      'The selected entry will be marked as deleted. |||| The %{smart_count} selected entries will be marked as deleted.',
    bulk_restore_title: 'Restore one entry? |||| Restore %{smart_count} entries?',
    bulk_restore_content:
      'The selected entry will be active again. |||| The %{smart_count} selected entries will be active again.',
  },
  dates: {
    incomplete: 'Enter the whole date: %{pattern}.',
    pattern: 'dd/mm/yyyy',
  },
  phone_filters: {
    button: 'Filters',
    active: 'Filters (%{smart_count} active)',
  },
};
