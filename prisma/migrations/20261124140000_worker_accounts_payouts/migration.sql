-- Workers who sign themselves up wait for staff approval; staff-added workers stay approved.
CREATE TYPE "WorkerApproval" AS ENUM ('pending', 'approved', 'rejected');
CREATE TYPE "PayoutStatus" AS ENUM ('pending', 'sent', 'failed');
ALTER TYPE "LedgerKind" ADD VALUE 'earnings_payout';
ALTER TYPE "LedgerKind" ADD VALUE 'earnings_payout_reversal';

ALTER TABLE "workers"
    ADD COLUMN "approval" "WorkerApproval" NOT NULL DEFAULT 'approved',
    ADD COLUMN "approval_decided_by" TEXT,
    ADD COLUMN "approval_note" TEXT,
    ADD COLUMN "approval_decided_at" TIMESTAMPTZ(3),
    ADD COLUMN "is_available" BOOLEAN NOT NULL DEFAULT true,
    ADD COLUMN "time_zone" TEXT NOT NULL DEFAULT 'UTC',
    ADD COLUMN "quiet_start_minute" INTEGER,
    ADD COLUMN "quiet_end_minute" INTEGER,
    ADD COLUMN "stripe_account_id" TEXT,
    ADD COLUMN "payouts_ready_at" TIMESTAMPTZ(3);

CREATE UNIQUE INDEX "workers_stripe_account_id_key" ON "workers"("stripe_account_id");
CREATE INDEX "workers_approval_created_at_idx" ON "workers"("approval", "created_at");

-- A clawback after a payout may leave a worker owing money: earnings can go below zero (shown as "owed").
ALTER TABLE "workers" DROP CONSTRAINT "workers_earnings_cents_nonnegative";
ALTER TABLE "workers" ADD CONSTRAINT "workers_quiet_hours_range" CHECK (
    ("quiet_start_minute" IS NULL) = ("quiet_end_minute" IS NULL)
    AND COALESCE("quiet_start_minute", 0) BETWEEN 0 AND 1439 AND COALESCE("quiet_end_minute", 0) BETWEEN 0 AND 1439);

-- One-time sign-in codes texted to a phone; only an HMAC of the code is kept.
CREATE TABLE "worker_codes" (
    "id" UUID NOT NULL,
    "phone" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "consumed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "worker_codes_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "worker_codes_phone_created_at_idx" ON "worker_codes"("phone", "created_at");

-- Long-lived sign-ins of a phone number, stored as the SHA-256 of the cookie's token.
CREATE TABLE "worker_sessions" (
    "id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "worker_sessions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "worker_sessions_token_hash_key" ON "worker_sessions"("token_hash");
CREATE INDEX "worker_sessions_phone_idx" ON "worker_sessions"("phone");

-- Money sent out of a worker's earnings. Written with its ledger entry; the provider is called after commit.
CREATE TABLE "worker_payouts" (
    "id" UUID NOT NULL,
    "worker_id" UUID NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "destination" TEXT,
    "trigger" TEXT NOT NULL,
    "status" "PayoutStatus" NOT NULL DEFAULT 'pending',
    "provider_ref" TEXT,
    "failure" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "attempted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMPTZ(3),

    CONSTRAINT "worker_payouts_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "worker_payouts_worker_id_created_at_idx" ON "worker_payouts"("worker_id", "created_at");
CREATE INDEX "worker_payouts_status_idx" ON "worker_payouts"("status");
ALTER TABLE "worker_payouts" ADD CONSTRAINT "worker_payouts_worker_id_fkey" FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "worker_payouts" ADD CONSTRAINT "worker_payouts_amount_positive" CHECK ("amount_cents" > 0);
ALTER TABLE "worker_payouts" ADD CONSTRAINT "worker_payouts_trigger_known" CHECK ("trigger" IN ('requested', 'weekly'));

-- Each payout leaves earnings once (and, if the provider refuses it, comes back once).
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" UUID;
CREATE UNIQUE INDEX "ledger_entries_payout_id_kind_key" ON "ledger_entries"("payout_id", "kind");
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_fkey" FOREIGN KEY ("payout_id") REFERENCES "worker_payouts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
