-- Names of course master data sort by the Unicode collation (Ärzte after Anästhesie, not after Z),
-- whatever the database's default locale is.
ALTER TABLE course_types ALTER COLUMN name TYPE text COLLATE "und-x-icu";
ALTER TABLE venues ALTER COLUMN name TYPE text COLLATE "und-x-icu", ALTER COLUMN address TYPE text COLLATE "und-x-icu";
ALTER TABLE instructor_types ALTER COLUMN name TYPE text COLLATE "und-x-icu";
