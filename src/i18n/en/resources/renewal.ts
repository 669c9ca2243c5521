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
      fields: {
        renewal: 'Renewal',
        renewalReady: 'Renewal readiness',
        reminded: 'Reminded, not yet renewed',
        lastReminder: 'Reminded',
      },
    },
  },
  dashboard: {
    cards: {
      itc_reminded_not_renewed: {
        title: 'Reminded, not yet renewed',
        total:
          'certificate reminded of its expiry, not renewed yet |||| certificates reminded of their expiry, not renewed yet',
        ready: '%{smart_count} of them ready for renewal |||| %{smart_count} of them ready for renewal',
        empty: 'No reminded certificate is waiting for its renewal.',
      },
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
    due_from: 'Renewal due from %{day}',
    reminders: {
      title: 'Expiry reminders sent',
      empty: 'No reminder has been sent yet.',
      scheduled: 'scheduled, %{days} days before expiry',
      by_hand: 'sent by hand by %{name}',
      to: 'To: %{recipients}',
      to_unknown: 'Recipients not recorded',
      send_now: 'Send reminder now',
      confirm_title: 'Send the expiry reminder now? |||| Send the expiry reminder for %{smart_count} certificates now?',
      confirm_content:
        'The reminder goes to the training site and the instructor at once, as the scheduled one does; the schedule continues.',
      sent: 'Reminder sent |||| %{smart_count} reminders sent',
      results: 'Reminders sent',
    },
    reminder_days_hint: 'Comma-separated, e.g. 180, 90, 30; empty: no reminders.',
    reminded: '%{days} days before expiry',
    reminded_not_renewed: 'Reminded, not yet renewed',
    reminder_days_invalid: 'Enter whole days between 1 and 730, separated by commas (at most 10).',
  },

  // the server's reminder mails (server/services/renewalReminders.ts)
  renewal_mail: {
    digest: {
      subject: '%{itc}: %{count} certificate(s) reminded, not yet renewed (week of %{week})',
      text: 'Certificates whose expiry reminder went out and that are not renewed yet:\n\n%{certificates}\n\nAll of them: %{link}',
      certificate: '- %{instructor} (%{organisation}), %{discipline}, expires on %{expiryDate}: %{readiness}',
      ready: 'ready for renewal',
      not_ready: 'not ready for renewal',
    },
    reminder: {
      subject: '%{discipline}: the certificate of %{instructor} expires on %{expiryDate}',
      text: 'The %{discipline} instructor certificate of %{instructor} (%{organisation}) expires on %{expiryDate}, in %{days} days.\n\n%{readiness}\n\nFile the recertification request in time: %{link}',
      no_account:
        'The %{discipline} instructor certificate of %{instructor} (%{organisation}) expires on %{expiryDate}, in %{days} days.\n\n%{readiness}\n\nYour training site files the recertification request with %{itc}.',
      ready: 'The renewal requirements are met.',
      not_ready: 'Still missing for renewal: %{missing}.',
      missing_courses: '%{missing} more course(s) taught as instructor',
      missing_monitoring: 'a monitoring form',
    },
  },
};
