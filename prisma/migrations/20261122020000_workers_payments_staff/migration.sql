-- CreateEnum
CREATE TYPE "OutboxChannel" AS ENUM ('sms', 'email');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('pending', 'credited', 'failed');

-- AlterEnum
ALTER TYPE "LedgerKind" ADD VALUE 'worker_payout';
ALTER TYPE "LedgerKind" ADD VALUE 'fee_capture';
ALTER TYPE "LedgerKind" ADD VALUE 'payout_clawback';
ALTER TYPE "LedgerKind" ADD VALUE 'fee_refund';

-- AlterTable
ALTER TABLE "agents" ADD COLUMN "control_token_hash" TEXT,
ADD COLUMN "email_token" TEXT;

-- AlterTable
ALTER TABLE "ledger_entries" ADD COLUMN "payment_id" UUID,
ADD COLUMN "worker_id" UUID;

-- AlterTable
ALTER TABLE "tasks" ADD COLUMN "claimed_by_id" UUID,
ADD COLUMN "submitted_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "workers" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "home_lat" DOUBLE PRECISION NOT NULL,
    "home_lng" DOUBLE PRECISION NOT NULL,
    "radius_m" INTEGER NOT NULL DEFAULT 3000,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "rating" DOUBLE PRECISION NOT NULL DEFAULT 4.5,
    "rating_count" INTEGER NOT NULL DEFAULT 0,
    "earnings_cents" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removed_at" TIMESTAMPTZ(3),

    CONSTRAINT "workers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "task_offers" (
    "id" UUID NOT NULL,
    "task_id" UUID NOT NULL,
    "worker_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "task_offers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "photos" (
    "id" UUID NOT NULL,
    "task_id" UUID NOT NULL,
    "worker_id" UUID NOT NULL,
    "storage_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "captured_at" TIMESTAMPTZ(3) NOT NULL,
    "exif_taken_at" TIMESTAMPTZ(3),
    "exif_has_offset" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "photos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "answers" (
    "task_id" UUID NOT NULL,
    "worker_id" UUID NOT NULL,
    "answer_text" TEXT NOT NULL,
    "answer_bool" BOOLEAN,
    "photo_id" UUID,
    "lat" DOUBLE PRECISION NOT NULL,
    "lng" DOUBLE PRECISION NOT NULL,
    "distance_m" DOUBLE PRECISION NOT NULL,
    "captured_at" TIMESTAMPTZ(3) NOT NULL,
    "gps_ok" BOOLEAN,
    "fresh_ok" BOOLEAN,
    "vision_ok" BOOLEAN,
    "vision_reason" TEXT,
    "confidence" DOUBLE PRECISION,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verified_at" TIMESTAMPTZ(3),

    CONSTRAINT "answers_pkey" PRIMARY KEY ("task_id")
);

-- CreateTable
CREATE TABLE "outbox_messages" (
    "id" BIGSERIAL NOT NULL,
    "channel" "OutboxChannel" NOT NULL,
    "recipient" TEXT NOT NULL,
    "subject" TEXT,
    "body" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_message_id" TEXT,
    "task_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "agent_id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_ref" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "credited_at" TIMESTAMPTZ(3),

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff_users" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_actions" (
    "id" UUID NOT NULL,
    "staff_email" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "task_id" UUID,
    "ticket_id" BIGINT,
    "note" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_actions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "server_secrets" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "server_secrets_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE UNIQUE INDEX "workers_phone_key" ON "workers"("phone");

-- CreateIndex
CREATE INDEX "workers_is_active_idx" ON "workers"("is_active");

-- CreateIndex
CREATE UNIQUE INDEX "task_offers_token_hash_key" ON "task_offers"("token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "task_offers_task_id_worker_id_key" ON "task_offers"("task_id", "worker_id");

-- CreateIndex
CREATE UNIQUE INDEX "photos_storage_key_key" ON "photos"("storage_key");

-- CreateIndex
CREATE INDEX "photos_task_id_idx" ON "photos"("task_id");

-- CreateIndex
CREATE UNIQUE INDEX "answers_photo_id_key" ON "answers"("photo_id");

-- CreateIndex
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments"("provider_ref");

-- CreateIndex
CREATE INDEX "payments_agent_id_idx" ON "payments"("agent_id");

-- CreateIndex
CREATE UNIQUE INDEX "staff_users_email_key" ON "staff_users"("email");

-- CreateIndex
CREATE INDEX "review_actions_created_at_idx" ON "review_actions"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "agents_control_token_hash_key" ON "agents"("control_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "agents_email_token_key" ON "agents"("email_token");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_payment_id_key" ON "ledger_entries"("payment_id");

-- AddForeignKey
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_claimed_by_id_fkey" FOREIGN KEY ("claimed_by_id") REFERENCES "workers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_worker_id_fkey" FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_worker_id_fkey" FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "photos" ADD CONSTRAINT "photos_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "photos" ADD CONSTRAINT "photos_worker_id_fkey" FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "answers" ADD CONSTRAINT "answers_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "answers" ADD CONSTRAINT "answers_worker_id_fkey" FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "answers" ADD CONSTRAINT "answers_photo_id_fkey" FOREIGN KEY ("photo_id") REFERENCES "photos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: worker earnings never go negative; payments are positive; review history is insert-only.
ALTER TABLE "workers" ADD CONSTRAINT "workers_earnings_cents_nonnegative" CHECK ("earnings_cents" >= 0);
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("amount_cents" > 0);
CREATE TRIGGER "review_actions_insert_only" BEFORE UPDATE OR DELETE ON "review_actions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_refuse_change"();
