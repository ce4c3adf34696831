-- Filings (decision 0051): every existing company gets the default leave types (SIL, VL, SL, ML,
-- PL, SPL, LWOP); new companies get them from setUpNewCompany. Kept in step with DEFAULT_LEAVE_TYPES.
INSERT INTO "leave_types" ("company_id", "code", "name", "is_paid", "days_per_year")
SELECT c."id", t."code", t."name", t."is_paid", t."days_per_year"
FROM "companies" c
CROSS JOIN (VALUES
  ('SIL', 'Service incentive leave', true, 5::numeric),
  ('VL', 'Vacation leave', true, 0::numeric),
  ('SL', 'Sick leave', true, 0::numeric),
  ('ML', 'Maternity leave (RA 11210)', true, 0::numeric),
  ('PL', 'Paternity leave (RA 8187)', true, 0::numeric),
  ('SPL', 'Solo parent leave (RA 11861)', true, 0::numeric),
  ('LWOP', 'Leave without pay', false, 0::numeric)
) AS t("code", "name", "is_paid", "days_per_year")
ON CONFLICT ("company_id", "code") DO NOTHING;
