-- CreateEnum
CREATE TYPE "TaskType" AS ENUM ('is_open', 'line_length', 'in_stock', 'photo_of_place', 'price_check', 'crowd_level', 'other_public');

-- CreateEnum
CREATE TYPE "TaskStatus" AS ENUM ('dispatched', 'claimed', 'submitted', 'verified', 'paid', 'needs_review', 'expired', 'refunded', 'disputed');

-- CreateEnum
CREATE TYPE "LedgerAccount" AS ENUM ('external', 'agent_balance', 'agent_escrow', 'worker_earnings', 'platform_fees');

-- CreateEnum
CREATE TYPE "LedgerKind" AS ENUM ('signup_grant', 'top_up', 'escrow_hold', 'escrow_refund');

-- CreateTable
CREATE TABLE "agents" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "owner_email" TEXT,
    "api_key_hash" TEXT NOT NULL,
    "top_up_token" TEXT NOT NULL,
    "balance_cents" INTEGER NOT NULL DEFAULT 0,
    "escrow_cents" INTEGER NOT NULL DEFAULT 0,
    "max_bounty_cents" INTEGER,
    "daily_cap_cents" INTEGER,
    "allowed_task_types" "TaskType"[] DEFAULT ARRAY['is_open', 'line_length', 'in_stock', 'photo_of_place', 'price_check', 'crowd_level', 'other_public']::"TaskType"[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "agents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tasks" (
    "id" UUID NOT NULL,
    "agent_id" UUID NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "task_type" "TaskType" NOT NULL,
    "location_input" JSONB NOT NULL,
    "place_label" TEXT NOT NULL,
    "lat" DOUBLE PRECISION NOT NULL,
    "lng" DOUBLE PRECISION NOT NULL,
    "bounty_cents" INTEGER NOT NULL,
    "fee_cents" INTEGER NOT NULL,
    "deadline_minutes" INTEGER NOT NULL,
    "require_photo" BOOLEAN NOT NULL,
    "status" "TaskStatus" NOT NULL DEFAULT 'dispatched',
    "workers_notified" INTEGER NOT NULL,
    "refunded_cents" INTEGER NOT NULL DEFAULT 0,
    "deadline_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimed_at" TIMESTAMPTZ(3),
    "accepted_at" TIMESTAMPTZ(3),
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "tasks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" BIGSERIAL NOT NULL,
    "kind" "LedgerKind" NOT NULL,
    "debit_account" "LedgerAccount" NOT NULL,
    "credit_account" "LedgerAccount" NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "agent_id" UUID,
    "task_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "agents_api_key_hash_key" ON "agents"("api_key_hash");

-- CreateIndex
CREATE UNIQUE INDEX "agents_top_up_token_key" ON "agents"("top_up_token");

-- CreateIndex
CREATE INDEX "tasks_agent_id_created_at_idx" ON "tasks"("agent_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "tasks_status_deadline_at_idx" ON "tasks"("status", "deadline_at");

-- CreateIndex
CREATE UNIQUE INDEX "tasks_agent_id_idempotency_key_key" ON "tasks"("agent_id", "idempotency_key");

-- CreateIndex
CREATE INDEX "ledger_entries_agent_id_idx" ON "ledger_entries"("agent_id");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_task_id_kind_key" ON "ledger_entries"("task_id", "kind");

-- AddForeignKey
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: rules Prisma's schema language cannot express.

-- A negative balance or escrow is unrepresentable.
ALTER TABLE "agents" ADD CONSTRAINT "agents_balance_cents_nonnegative" CHECK ("balance_cents" >= 0);
ALTER TABLE "agents" ADD CONSTRAINT "agents_escrow_cents_nonnegative" CHECK ("escrow_cents" >= 0);
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_money_positive" CHECK ("bounty_cents" > 0 AND "fee_cents" >= 0 AND "refunded_cents" >= 0);

-- A transfer moves a positive amount between two different accounts.
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_positive" CHECK ("amount_cents" > 0);
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_distinct_accounts" CHECK ("debit_account" <> "credit_account");

-- The ledger is insert-only: history is corrected by new entries, never rewritten.
CREATE FUNCTION "ledger_entries_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is insert-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER "ledger_entries_insert_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_refuse_change"();
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_refuse_change"();
