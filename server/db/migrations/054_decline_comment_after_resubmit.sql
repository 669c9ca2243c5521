-- Submitting a request again now clears the reason of the ITC's decline (the history keeps it in
-- the audit rows). Requests resubmitted before still hold that reason as their ITC comment: it is
-- cleared where the last audit row that set the comment is a decline and a submit came after it.
UPDATE instructor_certificates c
SET itc_comment = NULL
WHERE c.itc_comment IS NOT NULL
  AND c.status <> 'DATAENTRY'
  AND EXISTS (
    SELECT 1
    FROM (
      SELECT a.action, a.created_at
      FROM audit_log a
      WHERE a.entity = 'instructor-certificates' AND a.entity_id = c.id::text
        AND a.action IN ('approve', 'decline', 'certify') AND a.after ? 'itcComment'
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT 1
    ) last_comment
    WHERE last_comment.action = 'decline'
      AND EXISTS (
        SELECT 1 FROM audit_log s
        WHERE s.entity = 'instructor-certificates' AND s.entity_id = c.id::text
          AND s.action = 'submit' AND s.created_at > last_comment.created_at
      )
  );
