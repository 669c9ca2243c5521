-- An erased person (GDPR art. 17) keeps an anonymised participant profile where courses or
-- certificates point to it; erased_at says so, so that the public certificate check can say the
-- holder's data was erased instead of showing "Anonymised Anonymised" as a valid holder.
ALTER TABLE participant_profiles ADD COLUMN erased_at timestamptz;
