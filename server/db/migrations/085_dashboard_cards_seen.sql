-- The dashboard cards a user has seen (issue 25.8): a card is flagged "new" until he has seen it
-- once, also when it was away meanwhile (a card that shows only while there is something to do
-- drops out of the saved columns and would come back new every time). Whatever the saved layout
-- names he has seen already.
ALTER TABLE users ADD COLUMN dashboard_cards_seen text[] NOT NULL DEFAULT '{}';
UPDATE users SET dashboard_cards_seen = dashboard_cards_left || dashboard_cards_right || dashboard_cards_hidden;
