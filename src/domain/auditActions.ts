/** The actions the audit screen offers to filter by: the generic writes and the workflows' steps. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  // a bulk change written back ("Undo" after "Edit N selected")
  'undo',
  'delete',
  'restore',
  'status',
  'reopen',
  'submit',
  'approve',
  'decline',
  'certify',
  'upload_file',
  'delete_file',
  'grant',
  'import',
  'move',
] as const;
