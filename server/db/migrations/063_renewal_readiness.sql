-- Renewal rules per discipline (issue 14.1): how many courses an instructor must have taught (as
-- instructor, course DONE) within his current validity period, whether a monitoring form is
-- required, and how many days before expiry reminders go out (used by 064).
ALTER TABLE disciplines
  ADD COLUMN renewal_courses integer NOT NULL DEFAULT 0
    CONSTRAINT disciplines_renewal_courses CHECK (renewal_courses BETWEEN 0 AND 100),
  ADD COLUMN monitoring_required boolean NOT NULL DEFAULT false,
  ADD COLUMN reminder_days integer[] NOT NULL DEFAULT '{180,90,30}'
    CONSTRAINT disciplines_reminder_days CHECK (
      cardinality(reminder_days) <= 10 AND array_position(reminder_days, NULL) IS NULL
      AND 1 <= ALL (reminder_days) AND 730 >= ALL (reminder_days)
    );

-- Readiness of an instructor profile for renewal in a discipline, the one definition every screen,
-- filter and the benchmark use. The validity period is that of his newest certified certificate
-- (from its certification date, or expiry minus the discipline's validity for imported ones);
-- without one he is not ready. A monitoring form counts when uploaded to any of his requests in
-- the discipline within the period. Inlined by the planner (plain SQL, STABLE).
CREATE FUNCTION renewal_readiness(p_instructor uuid, p_discipline uuid)
RETURNS TABLE (
  courses_required integer,
  courses_done integer,
  monitoring_required boolean,
  monitoring_done boolean,
  period_start date,
  period_end date,
  ready boolean
)
LANGUAGE sql STABLE AS $$
  SELECT
    d.renewal_courses,
    coalesce(k.n, 0),
    d.monitoring_required,
    m.done IS NOT NULL,
    p.period_start,
    p.period_end,
    p.period_end IS NOT NULL
      AND coalesce(k.n, 0) >= d.renewal_courses
      AND (NOT d.monitoring_required OR m.done IS NOT NULL)
  FROM disciplines d
  LEFT JOIN LATERAL (
    SELECT coalesce(c.certification_date, (c.expiry_date - make_interval(months => d.validity_months))::date) AS period_start,
           c.expiry_date AS period_end
    FROM instructor_certificates c
    WHERE c.instructor_id = p_instructor AND c.discipline_id = d.id AND c.status = 'CERTIFIED'
      AND c.expiry_date IS NOT NULL
    ORDER BY c.expiry_date DESC
    LIMIT 1
  ) p ON true
  LEFT JOIN LATERAL (
    SELECT count(DISTINCT t.course_id)::integer AS n
    FROM course_trainers t
    JOIN courses co ON co.id = t.course_id
    WHERE t.instructor_profile_id = p_instructor AND t.instructor_type = 'instructor' AND co.status = 'DONE'
      AND coalesce(co.end_date, co.start_date) BETWEEN p.period_start AND p.period_end
  ) k ON true
  LEFT JOIN LATERAL (
    SELECT 1 AS done
    FROM certificate_files f
    JOIN instructor_certificates c ON c.id = f.certificate_id
    WHERE c.instructor_id = p_instructor AND c.discipline_id = d.id AND f.type = 'MONITORING_FORM'
      AND f.created_at >= p.period_start
    LIMIT 1
  ) m ON true
  WHERE d.id = p_discipline
$$;
