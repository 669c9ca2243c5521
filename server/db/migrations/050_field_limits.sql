-- The length limits the resource definitions declare (src/domain/resources/) for the training
-- sites' address and contact and for users' names, which had none in the database. NOT VALID: rows
-- written from now on are checked; rows of an earlier version keep what they hold.

ALTER TABLE organisations
  ADD CONSTRAINT organisations_street_length CHECK (length(street) <= 100) NOT VALID,
  ADD CONSTRAINT organisations_house_number_length CHECK (length(house_number) <= 20) NOT VALID,
  ADD CONSTRAINT organisations_zip_code_length CHECK (length(zip_code) <= 20) NOT VALID,
  ADD CONSTRAINT organisations_city_length CHECK (length(city) <= 100) NOT VALID,
  ADD CONSTRAINT organisations_country_length CHECK (length(country) <= 60) NOT VALID,
  ADD CONSTRAINT organisations_contact_name_length CHECK (length(contact_name) <= 100) NOT VALID,
  ADD CONSTRAINT organisations_contact_email_length CHECK (length(contact_email) <= 254) NOT VALID,
  ADD CONSTRAINT organisations_phone_length CHECK (length(phone) <= 50) NOT VALID;

ALTER TABLE users
  ADD CONSTRAINT users_first_name_length CHECK (length(first_name) BETWEEN 1 AND 100) NOT VALID,
  ADD CONSTRAINT users_last_name_length CHECK (length(last_name) BETWEEN 1 AND 100) NOT VALID,
  ADD CONSTRAINT users_title_length CHECK (length(title) <= 50) NOT VALID;
