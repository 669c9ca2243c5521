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
      itc_certificates_expiring: {
        title: 'Certificates of the ITC expiring soon',
        title_all: 'Certificates of all organisations expiring soon',
      },
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
  statistics: {
    title: 'Demo statistics',
    intro: 'Certificate requests, courses and participants of all organisations in a period of your choice.',
    network_title: 'Statistics of your network',
    network_intro:
      'Certificate requests, courses and participants of your ITC and its training sites in a period of your choice.',
    range: 'Period',
    from: 'From',
    to: 'To',
    show: 'Show',
    reset: 'Default period',
    range_shown: 'Period: %{from} to %{to}',
    loading: 'Loading the statistics…',
    retry: 'Try again',
    totals: {
      certificates: 'Certificate requests filed',
      courses: 'Courses starting',
      participants: 'Participants in these courses',
    },
    charts: {
      certificates_by_month: {
        title: 'Certificate requests by month',
        desc: 'Requests filed per month, by their current process status.',
        empty: 'No certificate request was filed in this period.',
      },
      courses_by_month: {
        title: 'Courses by month',
        desc: 'Courses per month of their start, by their current status.',
        empty: 'No course starts in this period.',
      },
      display_status_by_discipline: {
        title: 'Certificate status by discipline',
        desc: 'Instructors of each discipline by the status of their certificate on %{date}.',
        empty: 'There were no instructors or disciplines on %{date}.',
      },
      participants_by_course_type: {
        title: 'Participants by course type',
        desc: 'Participants of the courses starting in the period, per course type.',
        empty: 'No course with participants starts in this period.',
      },
    },
    view: { label: 'Show %{title} as', chart: 'Chart', table: 'Table' },
    month: 'Month',
    discipline: 'Discipline',
    course_type: 'Course type',
    participants: 'Participants',
    courses: 'Courses',
    total: 'Total',
    choose_other: 'Choose another period above.',
  },
};
