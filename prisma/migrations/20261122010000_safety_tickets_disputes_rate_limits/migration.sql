-- CreateEnum
CREATE TYPE "TicketStatus" AS ENUM ('open', 'approved', 'rejected', 'expired', 'consumed');

-- CreateEnum
CREATE TYPE "DisputeStatus" AS ENUM ('open', 'upheld', 'rejected');

-- AlterTable
ALTER TABLE "tasks" ADD COLUMN "accept_comment" TEXT,
ADD COLUMN "accept_rating" INTEGER,
ADD COLUMN "classifier_report_id" BIGINT;

-- CreateTable
CREATE TABLE "classifier_tickets" (
    "id" BIGSERIAL NOT NULL,
    "agent_id" UUID NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "ask_idempotency_key" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    "classifier_error" JSONB NOT NULL,
    "reported_task_id" UUID,
    "status" "TicketStatus" NOT NULL DEFAULT 'open',
    "reason" TEXT,
    "approval_expires_at" TIMESTAMPTZ(3),
    "task_id" UUID,
    "decided_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decided_at" TIMESTAMPTZ(3),

    CONSTRAINT "classifier_tickets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_buckets" (
    "key" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key","window_start")
);

-- CreateTable
CREATE TABLE "disputes" (
    "id" UUID NOT NULL,
    "task_id" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "DisputeStatus" NOT NULL DEFAULT 'open',
    "disputed_from" "TaskStatus" NOT NULL,
    "refunded_cents" INTEGER,
    "resolved_by" TEXT,
    "resolution_note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),

    CONSTRAINT "disputes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "classifier_tickets_status_created_at_idx" ON "classifier_tickets"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "classifier_tickets_agent_id_idempotency_key_key" ON "classifier_tickets"("agent_id", "idempotency_key");

-- CreateIndex
CREATE INDEX "rate_limit_buckets_window_start_idx" ON "rate_limit_buckets"("window_start");

-- CreateIndex
CREATE UNIQUE INDEX "disputes_task_id_key" ON "disputes"("task_id");

-- CreateIndex
CREATE INDEX "disputes_status_created_at_idx" ON "disputes"("status", "created_at");

-- AddForeignKey
ALTER TABLE "classifier_tickets" ADD CONSTRAINT "classifier_tickets_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: an acceptance rating is 1 to 5; a consumed ticket names its task, and an approval always has its expiry.
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_accept_rating_range" CHECK ("accept_rating" BETWEEN 1 AND 5);
ALTER TABLE "classifier_tickets" ADD CONSTRAINT "classifier_tickets_consumed_has_task" CHECK ("status" <> 'consumed' OR "task_id" IS NOT NULL);
ALTER TABLE "classifier_tickets" ADD CONSTRAINT "classifier_tickets_approved_expires" CHECK ("status" <> 'approved' OR "approval_expires_at" IS NOT NULL);
