-- The simulated texting and email providers' own record of what they accepted, written by their send in a statement
-- of its own (never in the outbox's transaction), as a provider's records are: the outbox asks it before a resend.
CREATE TABLE "simulated_deliveries" (
    "id" BIGSERIAL NOT NULL,
    "channel" "OutboxChannel" NOT NULL,
    "recipient" TEXT NOT NULL,
    "idempotency_key" TEXT,
    "accepted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "simulated_deliveries_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "simulated_deliveries_idempotency_key_idx" ON "simulated_deliveries"("idempotency_key");
