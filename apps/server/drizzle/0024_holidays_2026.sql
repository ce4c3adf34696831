-- Decision 0048: the 2026 holidays (Proclamation No. 1006, s. 2025, and the Eid declarations)
-- copied into every existing company that has none for 2026; new companies get them in setUpNewCompany.
INSERT INTO "holidays" ("company_id", "name", "date", "type", "scope", "source")
SELECT c."id", h."name", h."date", h."type", 'NATIONAL', h."source"
FROM "companies" c
CROSS JOIN (VALUES
  ('2026-01-01'::date, 'New Year''s Day', 'REGULAR', 'Proclamation No. 1006, s. 2025'),
  ('2026-02-17'::date, 'Chinese New Year', 'SPECIAL_NON_WORKING', 'Proclamation No. 1006, s. 2025'),
  ('2026-02-25'::date, 'EDSA People Power Revolution Anniversary', 'SPECIAL_WORKING', 'Proclamation No. 1006, s. 2025'),
  ('2026-03-20'::date, 'Eid''l Fitr', 'REGULAR', 'Declared by Malacañang on 12 March 2026 (RA 9177)'),
  ('2026-04-02'::date, 'Maundy Thursday', 'REGULAR', 'Proclamation No. 1006, s. 2025'),
  ('2026-04-03'::date, 'Good Friday', 'REGULAR', 'Proclamation No. 1006, s. 2025'),
  ('2026-04-04'::date, 'Black Saturday', 'SPECIAL_NON_WORKING', 'Proclamation No. 1006, s. 2025'),
  ('2026-04-09'::date, 'Araw ng Kagitingan', 'REGULAR', 'Proclamation No. 1006, s. 2025'),
  ('2026-05-01'::date, 'Labor Day', 'REGULAR', 'Proclamation No. 1006, s. 2025'),
  ('2026-05-27'::date, 'Eid''l Adha', 'REGULAR', 'Proclamation No. 1264, s. 2026'),
  ('2026-06-12'::date, 'Independence Day', 'REGULAR', 'Proclamation No. 1006, s. 2025'),
  ('2026-08-21'::date, 'Ninoy Aquino Day', 'SPECIAL_NON_WORKING', 'Proclamation No. 1006, s. 2025'),
  ('2026-08-31'::date, 'National Heroes Day', 'REGULAR', 'Proclamation No. 1006, s. 2025'),
  ('2026-11-01'::date, 'All Saints'' Day', 'SPECIAL_NON_WORKING', 'Proclamation No. 1006, s. 2025'),
  ('2026-11-02'::date, 'All Souls'' Day', 'SPECIAL_NON_WORKING', 'Proclamation No. 1006, s. 2025'),
  ('2026-11-30'::date, 'Bonifacio Day', 'REGULAR', 'Proclamation No. 1006, s. 2025'),
  ('2026-12-08'::date, 'Feast of the Immaculate Conception of Mary', 'SPECIAL_NON_WORKING', 'Proclamation No. 1006, s. 2025'),
  ('2026-12-24'::date, 'Christmas Eve', 'SPECIAL_NON_WORKING', 'Proclamation No. 1006, s. 2025'),
  ('2026-12-25'::date, 'Christmas Day', 'REGULAR', 'Proclamation No. 1006, s. 2025'),
  ('2026-12-30'::date, 'Rizal Day', 'REGULAR', 'Proclamation No. 1006, s. 2025'),
  ('2026-12-31'::date, 'Last Day of the Year', 'SPECIAL_NON_WORKING', 'Proclamation No. 1006, s. 2025')
) AS h("date", "name", "type", "source")
WHERE NOT EXISTS (
  SELECT 1 FROM "holidays" x WHERE x."company_id" = c."id" AND x."date" BETWEEN '2026-01-01' AND '2026-12-31'
);
