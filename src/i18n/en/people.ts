import { MODULES } from './certification';

const ROLES = {
  USER: 'User',
  ADMIN: 'Administrator',
  INTERNAL_ASSISTANT: 'Internal assistant',
  ORGANISATION_EDIT: 'Organisation editor',
  DISTRIBUTOR_MANAGER: 'Distributor manager',
  DISTRIBUTOR_ASSISTANT: 'Distributor assistant',
  EDUCATION_CENTER_TOPICS: 'Education centre topics',
  ITS_COORDINATOR: 'Training site coordinator',
};

const COMMENT_TYPES = { comment: 'Comment', ticket: 'Ticket' };

/**
 * English texts of accounts, user permissions, password reset, support, organisation comments
 * and the dashboard; `mail.*` are the e-mails the server sends.
 */
export const people = {
  personal_data: {
    export: 'Export personal data',
    erase: 'Erase person',
    exported: 'The personal data was downloaded as a ZIP archive.',
    erase_title: 'Erase %{name}?',
    erase_content:
      'Everything stored about %{name} is erased for good: profiles, account, certificate files, captured mails and every name in the history. Certificates and course rosters stay for the certifying body, with “Anonymised” in place of the name, so that they still count in statistics. The erasure itself is recorded without the erased data. This cannot be undone.',
    erase_type: 'Type %{name} to confirm',
    erased: '%{name} was erased.',
  },
  account: {
    title: 'My account',
    details: 'Account details',
    fields: {
      title: 'Title',
      title_hint: 'e.g. Dr. or Prof.',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-Mail',
      email_hint: 'You sign in with this address.',
      currentPassword: 'Current password',
      currentPassword_hint: 'Needed to change the e-mail address. We will let the old address know.',
    },
    password: {
      title: 'Change password',
      hint: 'At least 8 characters with upper-case and lower-case letters, a number and a symbol.',
      current: 'Current password',
      new: 'New password',
      repeat: 'Repeat new password',
      submit: 'Change password',
      changed: 'Your password was changed. Your other sessions have been signed out.',
    },
    profiles: {
      title: 'Profiles per organisation',
      empty: 'You have no participant or instructor profile at any organisation yet.',
      participant: 'Participant profile',
      instructor: 'Instructor profile',
      name: 'Name',
      phone: 'Phone',
      qualification: 'Qualification',
      customer_number: 'Customer number',
      status: 'Employment',
      aha_id: 'AHA instructor ID',
      cell_phone: 'Mobile',
      statuses: {
        FULLTIME: 'Full-time',
        PARTTIME: 'Part-time',
        MINIJOB: 'Mini job',
        FREELANCER: 'Freelancer',
      },
    },
    instructor: {
      title: 'Instructor account',
      text: 'As an instructor you see your certificates and courses and can apply for certification.',
      already: 'You are an instructor at: %{organisations}.',
      none: 'None of your organisations runs courses or certificates, so no instructor account can be created.',
      none_left: 'You have an instructor account at each of your organisations.',
      organisation: 'Organisation',
      create: 'Create instructor account at %{organisation}',
      confirm_title: 'Create an instructor account?',
      confirm_content: 'You will get an instructor profile at %{organisation} and the instructor features.',
      created: 'Your instructor account was created. You can now apply for certification.',
    },
  },
  password_reset: {
    request_title: 'Reset password',
    request_text: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    send: 'Send link',
    sent_title: 'Please check your mailbox',
    sent: 'If an account exists for %{email}, a link to reset the password is on its way. It works once and for %{hours} hour.',
    back_to_login: 'Back to sign in',
    reset_title: 'Choose a new password',
    invite_title: 'Choose your password',
    checking: 'Checking the link…',
    password: 'New password',
    repeat: 'Repeat password',
    submit: 'Save password',
    done: 'Your password was changed. Sign in with the new password.',
    request_new: 'Request a new link',
  },
  support: {
    title: 'Support',
    intro:
      'Questions about Certadmin, your courses or certificates? Write to us; we answer by e-mail, usually within one working day.',
    fields: {
      organisationName: 'Organisation',
      contactPerson: 'Contact person',
      email: 'E-Mail',
      message: 'Your message',
    },
    privacy_before: 'I have read the ',
    privacy_link: 'privacy policy',
    privacy_after: ' and agree that my details are used to answer this request.',
    send: 'Send request',
    sent_title: 'Thank you!',
    sent: 'Your request has arrived. We will answer to %{email} as soon as possible.',
    another: 'Send another request',
    back_home: 'Back to the dashboard',
  },
  resources: {
    users: {
      name: 'User |||| Users',
      choices: { authorizations: ROLES, authorization: ROLES, organisationModules: MODULES },
      fields: {
        name: 'Name',
        email: 'E-Mail',
        title: 'Title',
        firstName: 'First name',
        lastName: 'Last name',
        organisationId: 'Organisation',
        organisationName: 'Organisation',
        organisationModules: 'Modules of the organisation',
        authorization: 'Role',
        authorizations: 'Roles',
        userFeatures: 'Features',
        language: 'Language of the e-mails',
        deleted: 'Deactivated',
      },
      empty: 'No users yet.',
      no_read: 'You may not see the users.',
    },
    'organisation-comments': {
      name: 'Organisation comment |||| Organisation comments',
      choices: { type: COMMENT_TYPES },
      fields: {
        organisationId: 'Organisation',
        organisationName: 'Organisation',
        type: 'Type',
        comment: 'Text',
        visibleToCustomer: 'Visible to the organisation',
        createdByName: 'Written by',
        createdAt: 'Written on',
        updatedAt: 'Changed on',
      },
      empty: 'No comments or tickets yet.',
      no_read: 'You may not see the organisation comments.',
    },
    'support-tickets': {
      name: 'Support ticket |||| Support tickets',
      choices: { type: COMMENT_TYPES },
      fields: { comment: 'Message', createdAt: 'Written on' },
      empty: 'No tickets yet. If you need help, open a ticket: support answers here.',
      no_read: 'You may not see the support tickets.',
    },
  },
  user_features: {
    title: 'User permissions',
    all_organisations: 'All organisations',
    show_deactivated: 'Deactivated only',
    deactivated: 'Deactivated',
    no_features: 'No features',
    admin_all: 'Administrator: every feature of the organisation',
    edit_rights: 'Edit rights',
    rights_title: 'Rights of %{name}',
    feature: 'Feature',
    granted_column: 'Granted',
    add_feature: 'Add %{feature}',
    remove_feature: 'Remove %{feature}',
    grant_hint: 'Adding a feature grants create, read, update and delete. You can grant only rights you hold yourself.',
    remove_all: 'Remove all rights',
    confirm_remove_all_title: 'Remove all rights of %{name}?',
    confirm_remove_all_content:
      '%{name} keeps the account but loses every feature and sees only the dashboard and the own account.',
    deactivated_locked: 'This user is deactivated. Reactivate the user to change the rights.',
    changed_meanwhile:
      '%{name} changed these rights at %{time}, so your change was not saved. The dialog shows the rights as they are now: make your change again.',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    confirm_deactivate_title: 'Deactivate %{name}?',
    confirm_deactivate_content: '%{name} is signed out at once and cannot sign in until reactivated. The data stays.',
    confirm_reactivate_title: 'Reactivate %{name}?',
    confirm_reactivate_content: '%{name} can sign in again with the existing password.',
    user_deleted: 'user deleted',
    recovered: 'recovered',
    grant: 'Grant features',
    grant_title: 'Grant features to the selected user |||| Grant features to %{smart_count} selected users',
    grant_submit: 'Grant |||| Grant %{smart_count} features',
    granted: 'Features granted |||| Features granted to %{smart_count} users',
    create_user: 'New user',
    created: 'Created. An e-mail with a link to choose the password is on its way.',
    invite_hint: 'The new user gets an e-mail with a link to choose the password.',
    role_hint: 'A role grants its preset features.',
    languages: { en: 'English', de: 'German' },
  },
  features: {
    all: 'Everything (all features)',
    its_courses: 'Courses',
    its_participant_profiles: 'Participants',
    its_instructor_profile: 'Instructors',
    its_instructor_certificates: 'Instructor certificates',
    itc_organisations_its: 'Training sites',
    itc_disciplines: 'Disciplines',
    itc_instructor_certificates: 'Instructor certificates',
    itc_instructor_certificate_approve: 'Check certificate requests',
    itc_instructor_certificate_certify: 'Certify',
    itc_instructor_certificate_import: 'Import instructors',
    itc_instructors: 'Instructor administration',
    itc_statistics: 'Statistics',
    itc_courses: 'Courses of the network',
    core_user_features: 'User permissions',
    core_organisation_comments: 'Organisation comments',
    core_organisation_support_tickets: 'Support tickets',
    user_is_instructor: 'Is instructor',
  },
  feature_groups: {
    admin_dashboard: 'Admin dashboard',
    its_course_area: 'Training site: courses',
    its_administration: 'Training site: administration',
    itc_area: 'Certifying body (ITC)',
    my_organisation: 'My organisation',
    other: 'Users and instructors',
  },
  feature_actions: {
    manage: 'Manage',
    create: 'Create',
    read: 'Read',
    update: 'Update',
    delete: 'Delete',
  },
  roles: ROLES,
  organisation_comments: {
    title: 'Organisation comments',
    types: COMMENT_TYPES,
    all_organisations: 'All organisations',
    all_types: 'Comments and tickets',
    all_visibilities: 'Visible and internal',
    visible: 'Visible to the organisation',
    internal: 'Internal',
    visible_hint: 'Only then does the organisation see it under its support tickets.',
    create_title: 'New comment or ticket',
    edit_title: 'Edit comment or ticket',
    unknown_author: 'Unknown',
    no_replies: 'No replies yet',
    open: 'Whole entry and replies',
    replies: 'One reply |||| %{smart_count} replies',
    reply: 'Reply',
    reply_visible: 'Visible to the organisation',
    send_reply: 'Send reply',
    confirm_delete_title: 'Delete this entry (%{what}) of %{organisation}?',
    confirm_delete_content: 'It is deleted for good.',
    confirm_delete_with_replies:
      'It is deleted for good, with its reply. |||| It is deleted for good, with its %{smart_count} replies.',
    confirm_delete_reply_title: 'Delete this reply?',
    confirm_delete_reply_content: 'The reply is deleted for good.',
  },
  support_tickets: {
    title: 'Support tickets',
    intro: 'Your tickets and the messages of the support team. Answers from support appear here and come by e-mail.',
    new: 'New ticket',
    new_title: 'Open a support ticket',
    new_hint: 'Describe what you need as precisely as you can: what you did, what happened and what you expected.',
    message: 'Message',
    send: 'Send ticket',
    ticket: 'Ticket',
    message_from_support: 'Message from support',
    support_team: 'Support team',
    reply: 'Your reply',
    send_reply: 'Reply',
    show: 'Show',
    show_all: 'Tickets and messages',
    tickets: 'Tickets',
    messages: 'Messages from support',
  },
  dashboard: {
    layout: {
      new: 'New',
      drag: 'Drag to move the card',
      card_menu: 'Options of the card %{title}',
      move_up: 'Move up',
      move_down: 'Move down',
      move_left: 'Move to the left column',
      move_right: 'Move to the right column',
      hide: 'Hide card',
      hidden_cards: 'One hidden card |||| %{smart_count} hidden cards',
      show: 'Show “%{title}”',
      left: 'Left column',
      right: 'Right column',
      merged: 'The layout was changed in another window meanwhile: your change is made on that one.',
      save_failed: 'The layout could not be saved; the previous one is back.',
    },
    cards: {
      welcome: {
        title: 'Welcome',
        account: 'My account',
      },
      no_cards_active: {
        title: 'No cards active',
        text: 'You have hidden every card of your dashboard.',
        show_all: 'Show all cards again',
      },
      itc_info_de_at: { title: 'ITC information: Germany and Austria' },
      itc_info_ch: { title: 'ITC information: Switzerland' },
      itc_info: {
        contact: 'Contact person of your ITC',
        no_contact: 'No contact person recorded',
        email: 'E-Mail',
        phone: 'Phone',
        address: 'Address',
        requests_title: 'Certificate requests',
        initial: 'Initial certification: application form, certificate of the instructor course and monitoring form.',
        recertification: 'Recertification: renewal checklist, monitoring form and current provider status.',
        expiry: 'Instructor certificates run until the end of their month; file the renewal in good time.',
        to_certificates: 'Instructor certificates',
        links: 'Useful links',
        link_grc: 'German Resuscitation Council (GRC)',
        link_src: 'Swiss Resuscitation Council (SRC)',
        link_erc: 'European Resuscitation Council (ERC)',
        link_aha_network: 'AHA Instructor Network',
        link_aha_courses: 'AHA course catalogue',
      },
    },
  },
  mail: {
    password_reset: {
      subject: 'Reset your Certadmin password',
      body: `Hello %{name},

someone – hopefully you – asked to reset the password of your Certadmin account. Open this link to choose a new one:

%{link}

The link works once and for %{hours} hour. If you did not ask for it, ignore this mail: your password stays as it is.

Your Certadmin team`,
    },
    email_changed: {
      subject: 'The e-mail address of your Certadmin account was changed',
      body: `Hello %{name},

the e-mail address of your Certadmin account was changed from %{old} to %{new}. From now on you sign in with the new address, and mail from Certadmin goes there.

If you did not make this change, someone else may be using your account: write to us at once at %{support}.

Your Certadmin team`,
    },
    invitation: {
      subject: 'Your Certadmin account',
      body: `Hello %{name},

%{inviter} has created a Certadmin account for you at %{organisation}. Your sign-in name is %{email}. Open this link to choose your password:

%{link}

The link works once and for %{days} days. After that, use “Lost your password?” on the sign-in page.

Your Certadmin team`,
    },
    support_request: {
      subject: 'Support request from %{organisation}',
      body: `A request arrived through the public support form.

Organisation: %{organisation}
Contact person: %{contact}
E-mail: %{email}
Language: %{language}
Reference: %{id}

%{message}`,
    },
    support_ticket: {
      subject: 'New ticket from %{organisation}',
      body: `%{author} opened a ticket for %{organisation}.

%{message}

Answer it under organisation comments: %{link}`,
    },
  },
};
