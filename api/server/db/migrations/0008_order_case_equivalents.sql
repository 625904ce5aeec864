-- Custom SQL migration file, put your code below! --
-- Decision 055: an order's case equivalent is its quantity in nine-litre cases, by unit type. Orders entered
-- before the portal computed it on save have none (or 0) and their loads showed Cases 0: fill them from the
-- same table as domain/case-equivalent.ts (casesPerUnit; tests/api/case-equivalents.test.ts holds the two
-- together). unit_type holds the ids of spec 2 §9 (an integer column with orders_unit_type_ck), never names.
-- A stored case equivalent other than 0 is kept; an order without a quantity stays without one.
UPDATE "orders" SET "case_equivalent" = round("quantity" * CASE "unit_type"
		WHEN 1 THEN 1
		WHEN 2 THEN 1
		WHEN 3 THEN 0.5
		WHEN 4 THEN 56
		WHEN 5 THEN 0.47
		WHEN 6 THEN 0.95
		WHEN 7 THEN 6.5
		WHEN 8 THEN 0.03
		WHEN 9 THEN 110
		WHEN 10 THEN 2200
	END, 2)
	WHERE ("case_equivalent" IS NULL OR "case_equivalent" = 0)
		AND "quantity" IS NOT NULL
		AND "unit_type" BETWEEN 1 AND 10;
