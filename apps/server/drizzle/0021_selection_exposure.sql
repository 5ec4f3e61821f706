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
CREATE TYPE "selection_exposure_delta" AS (selection_id text, currency text, slot smallint, market_id text, tickets integer, stake_cents bigint, payout_cents bigint);
--> statement-breakpoint
-- What one (leg, ticket) pair adds (sign 1) or takes off (sign -1); null when it does not count.
CREATE FUNCTION "selection_exposure_of"(l ticket_legs, t tickets, sign integer) RETURNS selection_exposure_delta LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN l.status = 'open' AND t.status IN ('pending', 'accepted')
              THEN row(l.selection_id, t.currency, t.exposure_slot, l.market_id, sign, sign * t.stake_cents, sign * t.potential_return_cents)::selection_exposure_delta END
$$;
--> statement-breakpoint
-- The deltas summed per row, zero sums dropped, upserted in key order (two writers never deadlock).
CREATE FUNCTION "selection_exposure_add"(deltas selection_exposure_delta[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO selection_exposure AS x (selection_id, currency, slot, market_id, tickets, stake_cents, payout_cents)
  SELECT d.selection_id, d.currency, d.slot, d.market_id, sum(d.tickets), sum(d.stake_cents), sum(d.payout_cents)
    FROM unnest(deltas) d
   WHERE d.selection_id IS NOT NULL
   GROUP BY d.selection_id, d.currency, d.slot, d.market_id
  HAVING sum(d.tickets) <> 0 OR sum(d.stake_cents) <> 0 OR sum(d.payout_cents) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (selection_id, currency, slot) DO UPDATE
     SET tickets = x.tickets + excluded.tickets, stake_cents = x.stake_cents + excluded.stake_cents, payout_cents = x.payout_cents + excluded.payout_cents
$$;
--> statement-breakpoint
-- Legs written: each new leg with its ticket as it is now, each old one taken off. A statement that
-- writes the exposure itself (settlement's open singles, legs and tickets in one statement, which
-- these per-table triggers cannot see together) sets oddsmith.exposure_written.
CREATE FUNCTION "selection_exposure_legs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('oddsmith.exposure_written', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM selection_exposure_add(array(SELECT selection_exposure_of(l, t, 1) FROM new_legs l JOIN tickets t ON t.id = l.ticket_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM selection_exposure_add(array(SELECT selection_exposure_of(l, t, 1) FROM new_legs l JOIN tickets t ON t.id = l.ticket_id
                                         UNION ALL SELECT selection_exposure_of(l, t, -1) FROM old_legs l JOIN tickets t ON t.id = l.ticket_id));
  ELSE
    -- A leg deleted by its ticket's cascade finds the ticket gone (its row trigger took it off).
    PERFORM selection_exposure_add(array(SELECT selection_exposure_of(l, t, -1) FROM old_legs l JOIN tickets t ON t.id = l.ticket_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Tickets updated: each new ticket with its legs as they are now, each old one taken off.
CREATE FUNCTION "selection_exposure_tickets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('oddsmith.exposure_written', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM selection_exposure_add(array(SELECT selection_exposure_of(l, t, 1) FROM new_tickets t JOIN ticket_legs l ON l.ticket_id = t.id
                                       UNION ALL SELECT selection_exposure_of(l, t, -1) FROM old_tickets t JOIN ticket_legs l ON l.ticket_id = t.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A ticket deleted: taken off before its legs go (the cascade).
CREATE FUNCTION "selection_exposure_ticket_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM selection_exposure_add(array(SELECT selection_exposure_of(l, OLD, -1) FROM ticket_legs l WHERE l.ticket_id = OLD.id));
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "selection_exposure_legs_insert" AFTER INSERT ON "ticket_legs" REFERENCING NEW TABLE AS new_legs FOR EACH STATEMENT EXECUTE FUNCTION selection_exposure_legs();
--> statement-breakpoint
CREATE TRIGGER "selection_exposure_legs_update" AFTER UPDATE ON "ticket_legs" REFERENCING OLD TABLE AS old_legs NEW TABLE AS new_legs FOR EACH STATEMENT EXECUTE FUNCTION selection_exposure_legs();
--> statement-breakpoint
CREATE TRIGGER "selection_exposure_legs_delete" AFTER DELETE ON "ticket_legs" REFERENCING OLD TABLE AS old_legs FOR EACH STATEMENT EXECUTE FUNCTION selection_exposure_legs();
--> statement-breakpoint
CREATE TRIGGER "selection_exposure_tickets_update" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS old_tickets NEW TABLE AS new_tickets FOR EACH STATEMENT EXECUTE FUNCTION selection_exposure_tickets();
--> statement-breakpoint
CREATE TRIGGER "selection_exposure_ticket_delete" BEFORE DELETE ON "tickets" FOR EACH ROW EXECUTE FUNCTION selection_exposure_ticket_deleted();
--> statement-breakpoint
-- The tickets open before this migration, in slot 0.
SELECT selection_exposure_add(array(SELECT selection_exposure_of(l, t, 1) FROM ticket_legs l JOIN tickets t ON t.id = l.ticket_id WHERE l.status = 'open'));
