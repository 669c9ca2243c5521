/**
 * Accountability: a record's history (`history.*`, the panel of every edit dialog) and the audit
 * screen of internal staff (`audit.*`).
 */
export const history = {
  history: {
    title: 'History',
    load: 'Show who changed what and when',
    empty: 'No changes recorded yet.',
    no_fields: 'No visible field changed.',
    system: 'System',
    none: '(empty)',
    items: '%{smart_count} entry |||| %{smart_count} entries',
    by: '%{actor}, %{at}',
    action: {
      create: 'Created',
      update: 'Changed',
      delete: 'Deleted',
      restore: 'Restored',
      status: 'Status changed',
      reopen: 'Reopened',
      submit: 'Submitted',
      approve: 'Approved',
      decline: 'Declined',
      certify: 'Certified',
      upload_file: 'File uploaded',
      delete_file: 'File deleted',
      grant: 'Features granted',
      import: 'Imported',
      move: 'Moved',
      other: 'Step: %{action}',
    },
    fields: { deleted: 'Deleted', organisationName: 'Organisation', parentName: 'ITC' },
  },
  audit: {
    title: 'Audit log',
    fields: {
      createdAt: 'When',
      organisationId: 'Organisation',
      organisationName: 'Organisation',
      userId: 'User',
      actorName: 'User',
      entity: 'Resource',
      entityId: 'Record ID',
      entityName: 'Record',
      action: 'Action',
      changes: 'Changes',
      from: 'From',
      to: 'To',
    },
    empty: 'No audit entries match the filters.',
    imported:
      'One row read |||| %{smart_count} rows read: %{created} created, %{updated} updated, %{rejected} rejected',
    unnamed: 'No name',
    filename: 'audit-log',
  },
  menu: { audit: 'Audit log' },
};
