/** English texts of a save refused because someone else changed the record meanwhile (412). */
export const conflict = {
  conflict: {
    changed: '%{name} changed this record at %{time} while you were editing it.',
    someone: 'Someone',
    merged: 'Their changes are now in the form and yours are kept: check them and save again.',
    taken: 'Taken over from them: %{fields}.',
    clash: '%{field}: they saved “%{value}”.',
    use_theirs: 'Use theirs',
    rows: '%{smart_count} entry |||| %{smart_count} entries',
    skipped_rows:
      '%{smart_count} of %{total} entries was changed by someone else meanwhile and was left out: review it. |||| %{smart_count} of %{total} entries were changed by someone else meanwhile and were left out: review them.',
    changed_live: '%{name} changed this record at %{time}. Your entries stay: saving merges their change with yours.',
    deleted_live: '%{name} deleted this record at %{time}.',
    editing: '%{names} is editing this record too. |||| %{names} are editing this record too.',
    empty: 'nothing',
  },
};
