/** English texts of renewal (issue 14): the rule on the discipline, readiness, expiry reminders. */
export default {
  resources: {
    disciplines: {
      fields: {
        renewalCourses: 'Courses taught for renewal',
        monitoringRequired: 'Monitoring form required',
        reminderDays: 'Reminders (days before expiry)',
      },
    },
    'instructor-certificates': {
      fields: { renewal: 'Renewal', renewalReady: 'Renewal readiness', reminded: 'Reminded' },
    },
  },
  renewal: {
    title: 'Ready for renewal?',
    ready: 'Ready for renewal',
    not_ready: 'Not ready for renewal',
    filter_ready: 'Ready',
    filter_not_ready: 'Not ready',
    period: 'Validity period %{start} – %{end}',
    courses: 'Courses taught as instructor: %{done} of %{required}',
    no_courses_required: 'No courses required',
    monitoring_done: 'Monitoring form present',
    monitoring_missing: 'Monitoring form missing',
    no_certificate: 'No valid certificate in this discipline yet: there is nothing to renew.',
    reminder_days_hint: 'Comma-separated, e.g. 180, 90, 30; empty: no reminders.',
    reminder_days_invalid: 'Enter whole days between 1 and 730, separated by commas (at most 10).',
  },
};
