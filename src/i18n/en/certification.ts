import { IMPORT_ERRORS } from '../../domain/certificates';

const CERTIFICATE_STATUS = {
  DATAENTRY: 'Data entry',
  APPROVAL: 'Under review',
  APPROVED: 'Checked',
  CERTIFIED: 'Certified',
};

const REVISION = {
  SENT_BACK: 'Sent back',
  RESUBMITTED: 'Resubmitted',
};

const DISPLAY_STATUS = {
  ACTIVE: 'Certified',
  EXPIRES_SOON: 'Expires soon',
  EXPIRED: 'Expired',
  NO_CERTIFICATE: 'No certificate',
};

const DISCIPLINE_TYPE = {
  INITIAL: 'Initial certification',
  RECERTIFICATION: 'Recertification',
};

/** The modules an organisation has, also the choices of the organisations' `modules`. */
export const MODULES = { certificates: 'Certificates', courses: 'Courses', support: 'Support', internal: 'Internal' };

/** The address and contact of an organisation (`ADDRESS_FIELDS` of the domain), also a training site's. */
export const ADDRESS_FIELDS = {
  street: 'Street',
  houseNumber: 'House number',
  zipCode: 'Postcode',
  city: 'City',
  country: 'Country',
  contactName: 'Contact person',
  contactEmail: 'Contact e-mail',
  phone: 'Phone',
};

/**
 * English texts of instructor certification: disciplines, training sites of an ITC, certificate
 * requests, instructor administration and the CSV import. The server reads `certification.mail`.
 */
export const certification = {
  resources: {
    disciplines: {
      name: 'Discipline |||| Disciplines',
      fields: {
        name: 'Name',
        validityMonths: 'Validity (months)',
        usedIn: 'Used in',
        templates: 'Templates',
        organisationName: 'ITC',
      },
      empty: 'No disciplines yet.',
      empty_hint:
        'Disciplines are what instructors are certified in, each with its validity and its templates for the request’s files.',
      no_read: 'You may not see the disciplines.',
    },
    'its-organisations': {
      name: 'Training site |||| Training sites',
      choices: { modules: MODULES },
      fields: {
        name: 'Name',
        parentName: 'ITC',
        ...ADDRESS_FIELDS,
        modules: 'Modules',
        instructorCount: 'Instructors',
        address: 'Address',
      },
      empty: 'No training sites yet.',
      empty_hint: 'Training sites run courses and file their instructors’ certificate requests with you.',
      no_read: 'You may not see the training sites.',
    },
    'instructor-certificates': {
      name: 'Instructor certificate |||| Instructor certificates',
      choices: {
        status: CERTIFICATE_STATUS,
        displayStatus: DISPLAY_STATUS,
        revision: REVISION,
        disciplineType: DISCIPLINE_TYPE,
      },
      fields: {
        organisationName: 'Organisation',
        organisationId: 'Training site',
        instructorName: 'Instructor',
        instructorId: 'Instructor',
        ahaInstructorId: 'AHA instructor ID',
        disciplineName: 'Discipline',
        disciplineId: 'Discipline',
        disciplineType: 'Type',
        status: 'Status',
        createdAt: 'Created',
        expiryDate: 'Expiry',
        certificationDate: 'Certified on',
        displayStatus: 'Display status',
        revision: 'Correction',
        info: 'Information',
        itcComment: 'Comment of the ITC',
        files: 'Files',
        paidRecertificationAccepted: 'I accept that the recertification is subject to a fee.',
        invoiceAddress: {
          title: 'Invoice address',
          nameOrInstitution: 'Name or institution',
          street: 'Street',
          houseNumber: 'House number',
          zipCode: 'Postcode',
          city: 'City',
          country: 'Country',
        },
      },
      empty: 'No certificate requests yet.',
      empty_hint:
        'A request asks for an instructor’s certificate in one discipline: filled in, sent for review, then approved and certified.',
      no_read: 'You may not see the instructor certificates.',
    },
    'itc-instructors': {
      name: 'Instructor |||| Instructors',
      choices: { displayStatus: DISPLAY_STATUS },
      fields: {
        instructorName: 'Name',
        organisationName: 'Training site',
        organisationId: 'Training site',
        email: 'E-mail',
        ahaInstructorId: 'AHA instructor ID',
        disciplines: 'Certificates',
        disciplineId: 'Discipline',
        displayStatus: 'Display status',
        certificateCount: 'Requests',
        firstName: 'First name',
        lastName: 'Last name',
        linkedToUser: 'User account',
        updatedAt: 'Changed on',
      },
      empty: 'No instructors yet.',
      empty_hint: 'Instructors come from your training sites or from a CSV import.',
      no_read: 'You may not see the instructors.',
    },
  },
  certification: {
    module_off: {
      title: 'Switch off the module %{module}?',
      content:
        'The users of %{name} lose these features: %{features}. Their rights are kept and count again once the module is switched back on.',
      hint: 'Module %{module} off',
      hint_title:
        'The module %{module} is switched off for this user’s organisation: the right counts only once it is on.',
    },
    status: CERTIFICATE_STATUS,
    revision: REVISION,
    display_status: DISPLAY_STATUS,
    discipline_type: DISCIPLINE_TYPE,
    file_type: {
      APPLICATION_FORM: 'Application form',
      MONITORING_FORM: 'Monitoring form',
      CURRENT_PROVIDER_STATUS: 'Current provider status',
      CERTIFICIATE_INSTRUCTOR_COURSE: 'Certificate of the instructor course',
      RENEWAL_CHECKLIST: 'Renewal checklist',
      INSTRUCTOR_CERTIFICATE: 'Instructor certificate',
      ADDITIONAL_ATTACHMENT: 'Additional attachment',
      TEMPLATE: 'Template',
      TEMPLATE_CERTIFICATION: 'Template for certification',
      TEMPLATE_RECERTIFICATION: 'Template for recertification',
    },
    modules: MODULES,
    scope: {
      itc: 'Instructor certificates of the training sites',
      its: 'Instructor certificates of the training site',
      my: 'My certificates',
    },
    list: {
      back: 'Back to the list',
      create: 'New request',
      open: 'Open %{name}',
    },
    create: {
      title: 'New certificate request',
      instructor_help: 'Search by name or AHA instructor ID',
      no_instructors: 'There is no instructor for whom you could file a request.',
      no_disciplines: 'Your ITC has no disciplines yet.',
    },
    detail: {
      title: '%{discipline} – %{instructor}',
      summary: 'Request',
      progress: 'Progress',
      declined: 'The ITC sent the request back for correction.',
      invoice: 'Invoice',
      paid_accepted: 'Paid recertification accepted',
      paid_not_accepted: 'Paid recertification not accepted',
      no_info: 'No information given.',
      read_only: 'Only requests in data entry can be changed.',
      not_found: 'This certificate does not exist or you may not see it.',
      edit: 'Edit request',
    },
    history: {
      title: 'History',
      empty: 'Nothing recorded yet.',
      by: 'by %{name}',
      new: 'New',
      new_hint: 'Since the ITC’s last decision',
      reason: 'Reason',
      comment: 'Comment',
      event: {
        created: 'Request created',
        updated: 'Request data changed',
        submitted: 'Submitted to the ITC',
        resubmitted: 'Submitted again after correction',
        approved: 'Approved',
        declined: 'Sent back for correction',
        certified: 'Certified',
        file_added: 'File added: %{type}',
        file_replaced: 'File replaced: %{type}',
        file_deleted: 'File deleted: %{type}',
        imported: 'Imported as certified from the instructor import (CSV file)',
        reminder_sent: 'Expiry reminder sent by hand',
        renewal_started: 'Renewal request started by the ITC',
        changed: 'Changed',
      },
    },
    files: {
      title: 'Files',
      type: 'Type',
      file: 'File',
      required: 'Required',
      optional: 'Optional',
      missing: 'Missing before submitting: %{files}',
      complete: 'All required files are there.',
      none: 'No file yet',
      upload: 'Upload',
      upload_type: 'Upload %{type}',
      replace: 'Replace',
      download: 'Download %{name}',
      delete: 'Delete %{name}',
      delete_title: 'Delete “%{name}”?',
      delete_content: 'The file will be removed from the request.',
      uploading: 'Uploading %{name} …',
      rules: 'Up to %{n} MB; %{extensions}',
      templates: 'Templates of the discipline',
      no_templates: 'The discipline has no templates.',
      current: 'Current',
      earlier: 'Earlier version',
      new: 'New',
      new_hint: 'Added since the ITC’s last decision',
      uploaded_by: '%{date} by %{name}',
    },
    actions: {
      submit: 'Submit',
      approve: 'Approve',
      decline: 'Decline',
      certify: 'Certify',
      decline_title: 'Decline the request?',
      decline_content: 'The request goes back to data entry. Tell the training site what needs to change.',
      approve_title: 'Approve the request?',
      approve_content: 'The request is marked as checked; certifying it is the next step.',
      certify_title: 'Certify the request?',
      certify_content: 'The certificate is valid from today until %{expiryDate}.',
      submit_title: 'Submit the request?',
      submit_content:
        'The ITC reviews the request: its reviewers find it in their list at once and in their daily mail of submitted requests. You cannot change it while it is under review.',
      fields_missing:
        'Before submitting, edit the request: accept the paid recertification and give the invoice address.',
    },
    notification: {
      created: 'Created. Now add the required files.',
      submitted: 'Request submitted to the ITC',
      approved: 'Request approved',
      declined: 'Request declined',
      certified: 'Instructor certified',
      submit_error: 'Error while submitting the request',
      approve_error: 'Error while approving',
      decline_error: 'Error while rejecting',
      certify_error: 'Error while certifying',
      apply_error: 'Error while applying for the certificate',
      generate_id_error: 'Error while generating the instructor ID',
      update_id_error: 'Error while updating the instructor ID',
      id_generated: 'Instructor ID generated',
      moved: 'Certificates moved to %{organisation}',
      move_error: 'Error while moving the certificates',
    },
    templates: {
      title: 'Templates of %{name}',
      manage: 'Templates',
      count: '%{smart_count} of 3',
      delete_title: 'Delete the template “%{name}”?',
      delete_content: 'Training sites can no longer download it.',
    },
    instructors: {
      title: 'Instructor administration',
      generate_id: 'Generate AHA ID',
      update_id: 'Change AHA ID',
      generate_title: 'Generate an AHA instructor ID for %{name}?',
      generate_content: 'A new, unused instructor ID is assigned.',
      update_title: 'AHA instructor ID of %{name}',
      id_help: '8 to 15 digits',
      move: 'Move certificates',
      move_title: 'Move the certificates of %{name}',
      move_content:
        'The instructor’s requests and certificates go to the chosen site of the same ITC. The site takes over the instructor; the profile at the old site stays.',
      move_target: 'New training site',
      import: 'CSV import',
      certificates: 'Certificates',
      row_generate_id: 'Generate ID',
      row_update_id: 'Change ID',
      row_move: 'Move',
      bulk_generate_id: 'Generate AHA IDs',
      bulk_generate_title:
        'Generate an AHA instructor ID for %{smart_count} instructor? |||| Generate AHA instructor IDs for %{smart_count} instructors?',
      bulk_generate_content:
        'Each instructor without an ID gets a new, unused one; those who have one keep it, and you see which.',
      bulk_generate_results: 'AHA IDs: result per instructor',
      bulk_move_title:
        'Move the certificates of %{smart_count} instructor |||| Move the certificates of %{smart_count} instructors',
      bulk_move_content:
        'Each instructor’s requests and certificates go to the chosen site of the same ITC, as if moved alone; those that cannot move stay where they are, and you see why.',
      bulk_move_results: 'Move: result per instructor',
      bulk_renewal: 'Start renewal requests',
      bulk_renewal_title:
        'Start a renewal request for %{smart_count} instructor |||| Start renewal requests for %{smart_count} instructors',
      bulk_renewal_content:
        'Each instructor gets a recertification request in data entry at his site, as if filed alone; his site or he himself adds the files, accepts the paid recertification, checks the invoice address and submits it. Those without a certified certificate in the discipline or with an open request in it get none, and you see why.',
      bulk_renewal_discipline: 'Discipline to renew',
      bulk_renewal_none: 'None of the selected instructors holds a certificate to renew.',
      bulk_renewal_results: 'Renewal requests: result per instructor',
    },
    import: {
      title: 'Import instructors from CSV',
      intro:
        'A UTF-8 CSV file, separated by commas, semicolons or tabs, with the header line: %{columns} – as the export writes it. Dates as 2026-12-31 or 31.12.2026. An instructor with an AHA ID is updated, one without is found by e-mail or created; a row without discipline and expiry date adds no certificate.',
      template: 'Download template',
      template_file: 'instructor-import-template',
      choose: 'Choose file',
      test: 'Test upload',
      start: 'Import',
      run: 'Import %{smart_count} valid row |||| Import %{smart_count} valid rows',
      reading: 'Reading the file … %{percent} %',
      uploading: 'Sending … %{percent} %',
      checking: 'The server checks every row …',
      importing: 'Importing …',
      missing_columns: 'The file lacks the columns: %{columns}',
      empty_file: 'The file has no rows.',
      too_many_rows: 'The file has more than %{n} rows.',
      parse_error: 'The file could not be read: %{message}',
      summary:
        '%{total} rows: %{valid} valid (new instructors: %{created}, existing: %{updated}, certificates: %{certificates}); with errors: %{failed}.',
      summary_done:
        'Imported %{valid} of %{total} rows (new instructors: %{created}, updated: %{updated}, certificates: %{certificates}); rejected: %{failed}.',
      has_errors:
        'Rows with errors are not imported. Download them with their reasons, correct them and import them again.',
      rejected_hint: 'Download the rejected rows with their reasons, correct them and import the file again.',
      download_rejected: 'Rejected rows',
      rejected_file: 'rejected-rows',
      reason_column: 'reason',
      only_errors: 'Rows with errors only',
      line: 'Line',
      action: 'Result',
      reasons: 'Reason',
      actions: { create: 'Create', update: 'Update', error: 'Error' },
      errors: IMPORT_ERRORS,
      done: 'Import finished',
    },
    mail: {
      types: { INITIAL: 'initial certification', RECERTIFICATION: 'recertification' },
      // `text` goes to whoever can open the request (site coordinators, an instructor with an
      // account), `no_account` to an instructor without one; %{itc} is the ITC's full name
      declined: {
        subject: 'Certificate request declined: %{discipline} for %{instructor}',
        text: 'Hello,\n\n%{itc} has declined the request for %{type} in %{discipline} for %{instructor} (%{organisation}).\n\nComment of the ITC:\n%{comment}\n\nPlease correct the request and submit it again:\n%{link}\n\nThis message was sent automatically.',
        no_account:
          'Hello %{instructor},\n\n%{itc} has declined the request for %{type} in %{discipline} that %{organisation} filed for you.\n\nComment of the ITC:\n%{comment}\n\n%{organisation} will correct the request and submit it again; you need not do anything. If you have questions, please contact %{organisation}.\n\nThis message was sent automatically.',
      },
      certified: {
        subject: 'Certified: %{discipline} for %{instructor}',
        text: 'Hello,\n\n%{itc} has certified %{instructor} (%{organisation}) in %{discipline} (%{type}). The certificate is valid until %{expiryDate}.\n\nDetails:\n%{link}\n\nThis message was sent automatically.',
        no_account:
          'Hello %{instructor},\n\n%{itc} has certified you in %{discipline} (%{type}). The certificate is valid until %{expiryDate}.\n\n%{organisation} has the details and the certificate.\n\nThis message was sent automatically.',
      },
      digest: {
        subject: '%{count} certificate requests submitted on %{day} await your review',
        subject_one: 'A certificate request submitted on %{day} awaits your review',
        text: 'Hello,\n\nthese certificate requests were submitted to %{itc} on %{day} and await your review:\n\n%{requests}\n\nAll requests:\n%{link}\n\nThis message was sent automatically, once a day when requests were submitted the day before.',
        request: '- %{instructor} (%{organisation}): %{discipline}, %{type}, %{event}\n  %{link}',
        submitted: 'submitted',
        resubmitted: 'submitted again after correction',
      },
    },
    bulk: {
      approve_title: 'Approve %{smart_count} request? |||| Approve %{smart_count} requests?',
      certify_title: 'Certify %{smart_count} request? |||| Certify %{smart_count} requests?',
      content:
        'Each request is checked as if it were taken alone; those that cannot take the step stay as they are, and you see why.',
      approve_results: 'Approval: result per request',
      certify_results: 'Certification: result per request',
    },
  },
};
