-- A one-time link an agent without an owner hands to its human, who sets their email there and gets the control link.
ALTER TABLE "agents" ADD COLUMN "owner_claim_token_hash" TEXT, ADD COLUMN "owner_claim_expires_at" TIMESTAMPTZ(3);
CREATE UNIQUE INDEX "agents_owner_claim_token_hash_key" ON "agents"("owner_claim_token_hash");
