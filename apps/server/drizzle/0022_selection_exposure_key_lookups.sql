-- The exposure triggers of 0021 find a written leg's ticket (and an updated ticket's legs) by key,
-- whatever the planner knows of the tables' sizes. They joined the transition table to `tickets`
-- (or `ticket_legs`); a trigger's plan is cached for the session, so a connection that first ran it
-- on small tables kept a hash join over a sequential scan of the whole table: every placement batch
-- read every ticket (about 4 ms a batch at 20,000 tickets, growing with the table). A lateral
-- subquery that cannot be flattened (OFFSET 0) is probed once per row through the primary key (the
-- legs' (ticket_id, leg_index) key), which costs less than a scan even on an empty table. Same rows,
-- same deltas: a leg whose ticket is gone (a cascade) still finds none.
CREATE OR REPLACE FUNCTION "selection_exposure_legs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('oddsmith.exposure_written', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM selection_exposure_add(array(
      SELECT selection_exposure_of(l, ticket.t, 1) FROM new_legs l CROSS JOIN LATERAL (SELECT t FROM tickets t WHERE t.id = l.ticket_id OFFSET 0) AS ticket));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM selection_exposure_add(array(
      SELECT selection_exposure_of(l, ticket.t, 1) FROM new_legs l CROSS JOIN LATERAL (SELECT t FROM tickets t WHERE t.id = l.ticket_id OFFSET 0) AS ticket
      UNION ALL
      SELECT selection_exposure_of(l, ticket.t, -1) FROM old_legs l CROSS JOIN LATERAL (SELECT t FROM tickets t WHERE t.id = l.ticket_id OFFSET 0) AS ticket));
  ELSE
    -- A leg deleted by its ticket's cascade finds the ticket gone (its row trigger took it off).
    PERFORM selection_exposure_add(array(
      SELECT selection_exposure_of(l, ticket.t, -1) FROM old_legs l CROSS JOIN LATERAL (SELECT t FROM tickets t WHERE t.id = l.ticket_id OFFSET 0) AS ticket));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "selection_exposure_tickets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('oddsmith.exposure_written', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM selection_exposure_add(array(
    SELECT selection_exposure_of(leg.l, t, 1) FROM new_tickets t CROSS JOIN LATERAL (SELECT l FROM ticket_legs l WHERE l.ticket_id = t.id OFFSET 0) AS leg
    UNION ALL
    SELECT selection_exposure_of(leg.l, t, -1) FROM old_tickets t CROSS JOIN LATERAL (SELECT l FROM ticket_legs l WHERE l.ticket_id = t.id OFFSET 0) AS leg));
  RETURN NULL;
END $$;
