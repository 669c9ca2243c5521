-- Course rules per course type (issue 15.3): how many participants a course of the type takes,
-- how many per instructor (trainees counted as instructors when trainees_count), and within how
-- many days after its end a course in follow-up should be done. NULL: no such rule.
ALTER TABLE course_types
  ADD COLUMN max_participants integer CONSTRAINT course_types_max_participants CHECK (max_participants BETWEEN 1 AND 1000),
  ADD COLUMN participants_per_instructor integer
    CONSTRAINT course_types_participants_per_instructor CHECK (participants_per_instructor BETWEEN 1 AND 1000),
  ADD COLUMN trainees_count boolean NOT NULL DEFAULT false,
  ADD COLUMN follow_up_days integer CONSTRAINT course_types_follow_up_days CHECK (follow_up_days BETWEEN 0 AND 365);
