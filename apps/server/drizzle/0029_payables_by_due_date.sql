CREATE TABLE "payables_by_due_date" (
	"company_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payables_by_due_date_company_id_due_date_pk" PRIMARY KEY("company_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "payables_by_due_date" ADD CONSTRAINT "payables_by_due_date_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An order without a due date is due on its delivery (or order) day, Philippine calendar.
CREATE OR REPLACE FUNCTION haligi_purchase_order_due_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.due_date IS NULL THEN
    NEW.due_date := (coalesce(NEW.delivery_date, NEW.created_at, now()) AT TIME ZONE 'Asia/Manila')::date;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER purchase_orders_due_date BEFORE INSERT OR UPDATE OF due_date ON "purchase_orders" FOR EACH ROW EXECUTE FUNCTION haligi_purchase_order_due_date();
--> statement-breakpoint
-- payables_by_due_date follows every order change in the same statement: the old open balance out, the new one in.
CREATE OR REPLACE FUNCTION haligi_payables_by_due_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.paid_amount < OLD.total AND OLD.status NOT IN ('CANCELED', 'REJECTED', 'FOR_APPROVAL', 'RETURNED') THEN
    UPDATE payables_by_due_date SET amount = amount - (OLD.total - OLD.paid_amount), orders = orders - 1
      WHERE company_id = OLD.company_id AND due_date = OLD.due_date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.paid_amount < NEW.total AND NEW.status NOT IN ('CANCELED', 'REJECTED', 'FOR_APPROVAL', 'RETURNED') THEN
    INSERT INTO payables_by_due_date (company_id, due_date, amount, orders) VALUES (NEW.company_id, NEW.due_date, NEW.total - NEW.paid_amount, 1)
      ON CONFLICT (company_id, due_date) DO UPDATE SET amount = payables_by_due_date.amount + EXCLUDED.amount, orders = payables_by_due_date.orders + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER purchase_orders_payables_insert AFTER INSERT OR DELETE ON "purchase_orders" FOR EACH ROW EXECUTE FUNCTION haligi_payables_by_due_date();
--> statement-breakpoint
CREATE TRIGGER purchase_orders_payables_update AFTER UPDATE ON "purchase_orders" FOR EACH ROW
  WHEN (OLD.total IS DISTINCT FROM NEW.total OR OLD.paid_amount IS DISTINCT FROM NEW.paid_amount OR OLD.status IS DISTINCT FROM NEW.status
        OR OLD.due_date IS DISTINCT FROM NEW.due_date OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION haligi_payables_by_due_date();
--> statement-breakpoint
INSERT INTO payables_by_due_date (company_id, due_date, amount, orders)
  SELECT company_id, due_date, sum(total - paid_amount), count(*)::int FROM purchase_orders
  WHERE paid_amount < total AND status NOT IN ('CANCELED', 'REJECTED', 'FOR_APPROVAL', 'RETURNED') AND due_date IS NOT NULL
  GROUP BY company_id, due_date;
