-- Transactional outbox: messages are written pending in the transaction that causes them and delivered by a loop
-- in every server process, with a lease, retries and a final failed state staff can see.
CREATE TYPE "OutboxStatus" AS ENUM ('pending', 'sent', 'failed');

ALTER TABLE "outbox_messages"
    ADD COLUMN "status" "OutboxStatus" NOT NULL DEFAULT 'sent',
    ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    ADD COLUMN "lease_until" TIMESTAMPTZ(3),
    ADD COLUMN "last_error" TEXT,
    ADD COLUMN "sent_at" TIMESTAMPTZ(3),
    ADD COLUMN "in_reply_to" TEXT,
    ADD COLUMN "secret_sealed" TEXT;

-- Messages from before were sent at once; their private links are removed from the stored copy.
UPDATE "outbox_messages" SET "attempts" = 1, "sent_at" = "created_at",
    "body" = regexp_replace("body", '/(w|control)/[A-Za-z0-9_-]+', '/\1/[private link removed]', 'g');
ALTER TABLE "outbox_messages" ALTER COLUMN "status" SET DEFAULT 'pending';

CREATE INDEX "outbox_messages_status_next_attempt_at_idx" ON "outbox_messages"("status", "next_attempt_at");

-- The top-up link is derived from the agent id with a key from the server secret, so it is no longer stored.
-- Links handed out before stop working; get_balance returns the new one.
ALTER TABLE "agents" DROP COLUMN "top_up_token";

-- Idempotent signup: the key's SHA-256, and the first response (with the API key) sealed for 24 hours.
ALTER TABLE "agents"
    ADD COLUMN "signup_key_hash" TEXT,
    ADD COLUMN "signup_response_sealed" TEXT;
CREATE UNIQUE INDEX "agents_signup_key_hash_key" ON "agents"("signup_key_hash");
