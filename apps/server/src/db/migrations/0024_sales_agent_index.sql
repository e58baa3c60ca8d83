-- The lists' sales_agent filter (issue #15: a report figure of one agent, or of the clients with
-- no agent, opens its rows): without it every such list read the whole clients table (about
-- 400 ms at a million clients per brand); with it an index scan, `none` being IS NULL.
CREATE INDEX "clients_brand_agent_created_idx" ON "clients" USING btree ("brand_id","sales_agent_id","created_at");
