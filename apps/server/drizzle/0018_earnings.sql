CREATE INDEX "casino_rounds_created_idx" ON "casino_rounds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exchange_fills_created_idx" ON "exchange_fills" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exchange_positions_settled_idx" ON "exchange_positions" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_code_created_idx" ON "ledger_transfers" USING btree ("code","created_at");--> statement-breakpoint
CREATE INDEX "tickets_settled_idx" ON "tickets" USING btree ("settled_at");