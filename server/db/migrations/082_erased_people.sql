-- An erased person (GDPR art. 17) keeps an anonymised participant profile where courses or
-- certificates point to it; erased_at says so, so that the public certificate check can say the
-- holder's data was erased instead of showing "Anonymised Anonymised" as a valid holder.
ALTER TABLE participant_profiles ADD COLUMN erased_at timestamptz;
-- people erased before: the profiles erasure left behind, deleted and named "Anonymised" (ANONYMISED)
UPDATE participant_profiles SET erased_at = updated_at
  WHERE deleted AND first_name = 'Anonymised' AND last_name = 'Anonymised';
