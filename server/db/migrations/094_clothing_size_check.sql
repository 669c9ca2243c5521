-- An instructor's clothing size is a choice of the definition (CLOTHING_SIZES, src/domain): the
-- only choice column without its check, found when a test began to compare every choice's values
-- with its column's check (tests/api/fieldLimits.test.ts). The API has always refused other values.
ALTER TABLE instructor_profiles
  ADD CONSTRAINT instructor_profiles_clothing_size_check
  CHECK (clothing_size IN ('XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'));
