/** English texts of orientation: breadcrumbs, the global search and list keys (issue 13). */
export const orientation = {
  orientation: {
    breadcrumb: 'Breadcrumb',
    disabled: {
      invalid: 'Some required fields are empty or invalid.',
      unchanged: 'Nothing has been changed yet.',
      sending: 'Sending…',
      no_text: 'Write the message first.',
      no_feature: 'Choose at least one feature first.',
      aha_id: 'Enter the AHA ID first: 8 to 15 digits.',
      no_site: 'Choose the new training site first.',
      name_to_confirm: 'Type the name exactly as shown first.',
    },
    search: {
      open: 'Search (Ctrl+K)',
      title: 'Search',
      placeholder: 'Name, AHA ID, invoice or project number',
      hint: 'Type at least two characters. ↑ ↓ choose, Enter opens, Esc closes.',
      empty: 'Nothing found for “%{q}”.',
      failed: 'Error while loading data: %{message}',
      kinds: {
        instructors: 'Instructors',
        participants: 'Participants',
        courses: 'Courses',
        certificates: 'Instructor certificates',
        organisations: 'Organisations',
      },
    },
  },
  // react-admin's own notices in the product's one wording (notification.created, …)
  ra: {
    notification: {
      created: 'Created',
      updated: 'Updated |||| %{smart_count} records updated',
      deleted: 'Deleted |||| %{smart_count} records deleted',
    },
  },
};
