-- Participant and instructor profiles (course organisation): field limits, one participant profile
-- per user and organisation, customer numbers unique per organisation, at most one instructor
-- profile per participant profile. Uniqueness counts only rows that are not deleted. Names sort
-- by the Unicode collation (Böhm before Braun), whatever the database's default locale is.

ALTER TABLE participant_profiles
  ALTER COLUMN title TYPE text COLLATE "und-x-icu",
  ALTER COLUMN first_name TYPE text COLLATE "und-x-icu",
  ALTER COLUMN last_name TYPE text COLLATE "und-x-icu",
  ALTER COLUMN qualification TYPE text COLLATE "und-x-icu",
  ALTER COLUMN food_preference TYPE text COLLATE "und-x-icu",
  ADD CONSTRAINT participant_profiles_title_length CHECK (length(title) <= 50),
  ADD CONSTRAINT participant_profiles_first_name_length CHECK (length(first_name) BETWEEN 1 AND 100),
  ADD CONSTRAINT participant_profiles_last_name_length CHECK (length(last_name) BETWEEN 1 AND 100),
  ADD CONSTRAINT participant_profiles_email_length CHECK (length(email) <= 254),
  ADD CONSTRAINT participant_profiles_phone_number_length CHECK (length(phone_number) <= 50),
  ADD CONSTRAINT participant_profiles_qualification_length CHECK (length(qualification) <= 100),
  ADD CONSTRAINT participant_profiles_food_preference_length CHECK (length(food_preference) <= 100),
  ADD CONSTRAINT participant_profiles_customer_number_length CHECK (length(customer_number) <= 50);

CREATE UNIQUE INDEX participant_profiles_customer_number_key
  ON participant_profiles (organisation_id, lower(customer_number)) WHERE NOT deleted AND customer_number IS NOT NULL;
CREATE UNIQUE INDEX participant_profiles_user_key
  ON participant_profiles (organisation_id, user_id) WHERE NOT deleted AND user_id IS NOT NULL;

ALTER TABLE instructor_profiles
  ADD CONSTRAINT instructor_profiles_compensation_max CHECK (compensation_per_hour <= 9999.99),
  ADD CONSTRAINT instructor_profiles_cell_phone_length CHECK (length(cell_phone) <= 50),
  ADD CONSTRAINT instructor_profiles_google_email_length CHECK (length(google_email) <= 254),
  ADD CONSTRAINT instructor_profiles_clothing_size_length CHECK (length(clothing_size) <= 20),
  ADD CONSTRAINT instructor_profiles_comment_length CHECK (length(comment) <= 2000),
  ADD CONSTRAINT instructor_profiles_aha_instructor_id_length CHECK (length(aha_instructor_id) <= 50);

CREATE UNIQUE INDEX instructor_profiles_participant_key ON instructor_profiles (participant_profile_id) WHERE NOT deleted;
-- the list is ordered by the linked participant's name: look the participant up by id
CREATE INDEX instructor_profiles_organisation_status_idx ON instructor_profiles (organisation_id, deleted, status);
