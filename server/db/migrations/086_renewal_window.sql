-- Renewal readiness waits for the renewal window (issue 25.6): a certificate certified today was
-- "ready for renewal" wherever the discipline's rule asks nothing (0 courses, no form), since
-- readiness only compared what was done with what is asked. Renewal is due from the discipline's
-- earliest reminder before expiry (180 days without reminders). renewal_states keeps when that
-- window opens (`due_from`, per pair, refreshed with the rest); its `ready` stays "the rule is met",
-- and reads answer ready = met AND due_from <= today (server/areas/certification/renewalRules.ts),
-- so the table needs no refresh as days pass.
DROP FUNCTION renewal_readiness(uuid, uuid);
CREATE FUNCTION renewal_readiness(p_instructor uuid, p_discipline uuid)
RETURNS TABLE (
  courses_required integer,
  courses_done integer,
  monitoring_required boolean,
  monitoring_done boolean,
  period_start date,
  period_end date,
  ready boolean,
  due_from date
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
      AND (NOT d.monitoring_required OR m.done IS NOT NULL),
    p.period_end - coalesce((SELECT max(n) FROM unnest(d.reminder_days) n), 180)
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

ALTER TABLE renewal_states ADD COLUMN due_from date;

CREATE OR REPLACE FUNCTION refresh_renewal_states(p_instructors uuid[], p_disciplines uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO renewal_states (instructor_id, discipline_id)
  SELECT DISTINCT i, d FROM unnest(p_instructors, p_disciplines) AS p (i, d)
  WHERE i IS NOT NULL AND d IS NOT NULL
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;

  PERFORM 1 FROM renewal_states s
  WHERE (s.instructor_id, s.discipline_id) IN (SELECT i, d FROM unnest(p_instructors, p_disciplines) AS p (i, d))
  ORDER BY s.instructor_id, s.discipline_id
  FOR UPDATE;

  UPDATE renewal_states s
  SET (courses_required, courses_done, monitoring_required, monitoring_done, period_start, period_end, ready, due_from) = (
    SELECT x.courses_required, x.courses_done, x.monitoring_required, x.monitoring_done, x.period_start, x.period_end, x.ready, x.due_from
    FROM renewal_readiness(s.instructor_id, s.discipline_id) x
  )
  WHERE (s.instructor_id, s.discipline_id) IN (SELECT i, d FROM unnest(p_instructors, p_disciplines) AS p (i, d));
END $$;

-- the discipline's reminder days now move the window too
CREATE OR REPLACE FUNCTION renewal_states_of_disciplines() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  instructors uuid[];
  disciplines uuid[];
BEGIN
  SELECT array_agg(s.instructor_id), array_agg(s.discipline_id) INTO instructors, disciplines
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN renewal_states s ON s.discipline_id = n.id
  WHERE (n.renewal_courses, n.monitoring_required, n.validity_months, n.reminder_days)
    IS DISTINCT FROM (o.renewal_courses, o.monitoring_required, o.validity_months, o.reminder_days);
  IF instructors IS NOT NULL THEN PERFORM refresh_renewal_states(instructors, disciplines); END IF;
  RETURN NULL;
END $$;

UPDATE renewal_states s SET due_from = s.period_end - coalesce((SELECT max(n) FROM disciplines d, unnest(d.reminder_days) n WHERE d.id = s.discipline_id), 180);
