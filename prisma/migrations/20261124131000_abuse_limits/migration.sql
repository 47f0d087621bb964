-- The texting budget counts a worker's texts (one task offer each) in the last hour.
CREATE INDEX "task_offers_worker_id_created_at_idx" ON "task_offers"("worker_id", "created_at");

-- Failed staff sign-ins per account and per client IP, for backoff; counted only after the password was checked.
CREATE TABLE "sign_in_failures" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "last_failure_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sign_in_failures_pkey" PRIMARY KEY ("key")
);
