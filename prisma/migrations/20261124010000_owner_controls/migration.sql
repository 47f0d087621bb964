-- The owner can revoke an agent's API key from the control page.
ALTER TABLE "agents" ADD COLUMN "api_key_revoked_at" TIMESTAMPTZ(3);
