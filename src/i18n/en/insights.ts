/**
 * Overviews: the certificate cards of the dashboard (`dashboard.cards.*`, merged with the other
 * cards of people.ts) and the demo statistics (`statistics.*`).
 */
export const insights = {
  dashboard: {
    cards: {
      my_certificates: {
        title: 'My certificates',
        empty: 'You hold no certificate and have no request under way yet.',
        valid_until: 'Valid until %{date}',
        expired_on: 'Expired on %{date}',
        no_certificate: 'Not certified yet',
        renewal: 'Renewal: %{status}',
        request: 'Request: %{status}',
        all: 'All my certificates',
        apply: 'Apply for a certificate',
      },
      its_instructor_certificates: { title: 'Instructor certificates of my site' },
      itc_instructor_certificates: {
        title: 'Instructor certificates of the ITC',
        title_all: 'Instructor certificates of all organisations',
        waiting: 'Waiting for your decision (%{smart_count})',
        waiting_empty: 'No request is waiting for a decision.',
        waiting_since: '%{organisation} · since %{date}',
        all_to_check: 'All requests to check (%{count})',
        all_to_certify: 'All requests to certify (%{count})',
      },
      certificate_counts: {
        by_status: 'By process status',
        by_display_status: 'By certificate status',
        total: 'All certificates and requests (%{count})',
        empty: 'No certificates or requests yet.',
        to_list: 'To the instructor certificates',
      },
      its_certificates_expiring: { title: 'Certificates of my site expiring soon' },
      itc_certificates_expiring: { title: 'Certificates of the ITC expiring soon', title_all: 'Certificates of all organisations expiring soon' },
      expiring: {
        intro: 'Certificates that expire within 90 days, soonest first.',
        empty: 'No certificate expires in the next 90 days.',
        today: 'expires today',
        in_days: 'in one day |||| in %{smart_count} days',
        renewal: 'Renewal: %{status}',
        all: 'All certificates expiring soon (%{count})',
      },
      aha_details: {
        title: 'My AHA details',
        aha_id: 'AHA instructor ID',
        no_aha_id: 'Not assigned yet; your ITC assigns it.',
        status: 'Employment',
        qualification: 'Qualification',
        cell_phone: 'Mobile',
        google_email: 'Google e-mail',
        clothing_size: 'Clothing size',
        compensation: 'Fee per hour',
        empty: 'You have no instructor profile yet.',
        account: 'My account',
      },
    },
  },
};
