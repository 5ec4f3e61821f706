CREATE TABLE "selection_exposure" (
	"selection_id" text NOT NULL,
	"currency" text NOT NULL,
	"slot" smallint NOT NULL,
	"market_id" text NOT NULL,
	"tickets" integer NOT NULL,
	"stake_cents" bigint NOT NULL,
	"payout_cents" bigint NOT NULL,
	CONSTRAINT "selection_exposure_selection_id_currency_slot_pk" PRIMARY KEY("selection_id","currency","slot")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "exposure_slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "selection_exposure_market_idx" ON "selection_exposure" USING btree ("market_id","currency");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_exposure_slot_check" CHECK ("tickets"."exposure_slot" between 0 and 7);--> statement-breakpoint
-- Risk's open exposure, maintained (issue 18): auto-suspend read it by aggregating every open leg
-- of the placed markets on each placement. Triggers keep it in the writer's transaction, one
-- aggregated upsert per statement (transition tables), rows locked in key order. A (leg, ticket)
-- pair counts while the leg is 'open' and the ticket 'pending' or 'accepted'; the legs' insert
-- counts a new ticket (its legs come with or after it), the tickets' insert adds nothing.
CREATE FUNCTION "selection_exposure_add_legs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO selection_exposure AS x (selection_id, currency, slot, market_id, tickets, stake_cents, payout_cents)
  SELECT l.selection_id, t.currency, t.exposure_slot, l.market_id, count(*), sum(t.stake_cents), sum(t.potential_return_cents)
    FROM new_legs l JOIN tickets t ON t.id = l.ticket_id
   WHERE l.status = 'open' AND t.status IN ('pending', 'accepted')
   GROUP BY l.selection_id, t.currency, t.exposure_slot, l.market_id
   ORDER BY 1, 2, 3
  ON CONFLICT (selection_id, currency, slot) DO UPDATE
     SET tickets = x.tickets + excluded.tickets, stake_cents = x.stake_cents + excluded.stake_cents, payout_cents = x.payout_cents + excluded.payout_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A statement that writes the exposure itself (settlement's open singles, legs and tickets in one
-- statement, which these per-table triggers cannot see together) sets oddsmith.exposure_written.
CREATE FUNCTION "selection_exposure_change_legs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('oddsmith.exposure_written', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO selection_exposure AS x (selection_id, currency, slot, market_id, tickets, stake_cents, payout_cents)
  SELECT d.selection_id, d.currency, d.slot, d.market_id, sum(d.tickets), sum(d.stake_cents), sum(d.payout_cents)
    FROM (SELECT l.selection_id, t.currency, t.exposure_slot AS slot, l.market_id, 1 AS tickets, t.stake_cents, t.potential_return_cents AS payout_cents
            FROM new_legs l JOIN tickets t ON t.id = l.ticket_id
           WHERE l.status = 'open' AND t.status IN ('pending', 'accepted')
          UNION ALL
          SELECT l.selection_id, t.currency, t.exposure_slot, l.market_id, -1, -t.stake_cents, -t.potential_return_cents
            FROM old_legs l JOIN tickets t ON t.id = l.ticket_id
           WHERE l.status = 'open' AND t.status IN ('pending', 'accepted')) d
   GROUP BY d.selection_id, d.currency, d.slot, d.market_id
  HAVING sum(d.tickets) <> 0 OR sum(d.stake_cents) <> 0 OR sum(d.payout_cents) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (selection_id, currency, slot) DO UPDATE
     SET tickets = x.tickets + excluded.tickets, stake_cents = x.stake_cents + excluded.stake_cents, payout_cents = x.payout_cents + excluded.payout_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "selection_exposure_change_tickets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('oddsmith.exposure_written', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO selection_exposure AS x (selection_id, currency, slot, market_id, tickets, stake_cents, payout_cents)
  SELECT d.selection_id, d.currency, d.slot, d.market_id, sum(d.tickets), sum(d.stake_cents), sum(d.payout_cents)
    FROM (SELECT l.selection_id, t.currency, t.exposure_slot AS slot, l.market_id, 1 AS tickets, t.stake_cents, t.potential_return_cents AS payout_cents
            FROM new_tickets t JOIN ticket_legs l ON l.ticket_id = t.id
           WHERE l.status = 'open' AND t.status IN ('pending', 'accepted')
          UNION ALL
          SELECT l.selection_id, t.currency, t.exposure_slot, l.market_id, -1, -t.stake_cents, -t.potential_return_cents
            FROM old_tickets t JOIN ticket_legs l ON l.ticket_id = t.id
           WHERE l.status = 'open' AND t.status IN ('pending', 'accepted')) d
   GROUP BY d.selection_id, d.currency, d.slot, d.market_id
  HAVING sum(d.tickets) <> 0 OR sum(d.stake_cents) <> 0 OR sum(d.payout_cents) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (selection_id, currency, slot) DO UPDATE
     SET tickets = x.tickets + excluded.tickets, stake_cents = x.stake_cents + excluded.stake_cents, payout_cents = x.payout_cents + excluded.payout_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deletes: a ticket's row trigger runs before its legs go (cascade), while they still count; a leg
-- deleted alone is taken off by the legs' statement trigger (a cascaded one finds its ticket gone).
CREATE FUNCTION "selection_exposure_delete_ticket"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('pending', 'accepted') THEN
    UPDATE selection_exposure AS x
       SET tickets = x.tickets - d.tickets, stake_cents = x.stake_cents - d.stake_cents, payout_cents = x.payout_cents - d.payout_cents
      FROM (SELECT l.selection_id, count(*)::int AS tickets, count(*) * OLD.stake_cents AS stake_cents, count(*) * OLD.potential_return_cents AS payout_cents
              FROM ticket_legs l WHERE l.ticket_id = OLD.id AND l.status = 'open' GROUP BY l.selection_id) d
     WHERE x.selection_id = d.selection_id AND x.currency = OLD.currency AND x.slot = OLD.exposure_slot;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION "selection_exposure_delete_legs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO selection_exposure AS x (selection_id, currency, slot, market_id, tickets, stake_cents, payout_cents)
  SELECT l.selection_id, t.currency, t.exposure_slot, l.market_id, -count(*), -sum(t.stake_cents), -sum(t.potential_return_cents)
    FROM old_legs l JOIN tickets t ON t.id = l.ticket_id
   WHERE l.status = 'open' AND t.status IN ('pending', 'accepted')
   GROUP BY l.selection_id, t.currency, t.exposure_slot, l.market_id
   ORDER BY 1, 2, 3
  ON CONFLICT (selection_id, currency, slot) DO UPDATE
     SET tickets = x.tickets + excluded.tickets, stake_cents = x.stake_cents + excluded.stake_cents, payout_cents = x.payout_cents + excluded.payout_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "selection_exposure_legs_insert" AFTER INSERT ON "ticket_legs" REFERENCING NEW TABLE AS new_legs FOR EACH STATEMENT EXECUTE FUNCTION selection_exposure_add_legs();
--> statement-breakpoint
CREATE TRIGGER "selection_exposure_legs_update" AFTER UPDATE ON "ticket_legs" REFERENCING OLD TABLE AS old_legs NEW TABLE AS new_legs FOR EACH STATEMENT EXECUTE FUNCTION selection_exposure_change_legs();
--> statement-breakpoint
CREATE TRIGGER "selection_exposure_legs_delete" AFTER DELETE ON "ticket_legs" REFERENCING OLD TABLE AS old_legs FOR EACH STATEMENT EXECUTE FUNCTION selection_exposure_delete_legs();
--> statement-breakpoint
CREATE TRIGGER "selection_exposure_tickets_update" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS old_tickets NEW TABLE AS new_tickets FOR EACH STATEMENT EXECUTE FUNCTION selection_exposure_change_tickets();
--> statement-breakpoint
CREATE TRIGGER "selection_exposure_ticket_delete" BEFORE DELETE ON "tickets" FOR EACH ROW EXECUTE FUNCTION selection_exposure_delete_ticket();
--> statement-breakpoint
-- The tickets open before this migration, in slot 0.
INSERT INTO selection_exposure (selection_id, currency, slot, market_id, tickets, stake_cents, payout_cents)
SELECT l.selection_id, t.currency, 0, l.market_id, count(*), sum(t.stake_cents), sum(t.potential_return_cents)
  FROM ticket_legs l JOIN tickets t ON t.id = l.ticket_id
 WHERE l.status = 'open' AND t.status IN ('pending', 'accepted')
 GROUP BY l.selection_id, t.currency, l.market_id;
