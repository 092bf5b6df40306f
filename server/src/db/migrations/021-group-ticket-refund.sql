-- Issue 10: a film ticket's code names its seat, so refunding one ticket releases exactly that seat.
ALTER TABLE group_codes ADD COLUMN seat_row integer;
ALTER TABLE group_codes ADD COLUMN seat_col integer;
