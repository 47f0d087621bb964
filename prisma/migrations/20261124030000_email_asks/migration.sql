-- CreateTable
CREATE TABLE "email_asks" (
    "id" UUID NOT NULL,
    "agent_id" UUID NOT NULL,
    "message_id" TEXT NOT NULL,
    "reply_to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "task_id" UUID,
    "refusal" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ask_reply_sent_at" TIMESTAMPTZ(3),
    "outcome_reply_sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "email_asks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "email_asks_task_id_key" ON "email_asks"("task_id");

-- CreateIndex
CREATE INDEX "email_asks_ask_reply_sent_at_idx" ON "email_asks"("ask_reply_sent_at");

-- CreateIndex
CREATE INDEX "email_asks_outcome_reply_sent_at_idx" ON "email_asks"("outcome_reply_sent_at");

-- CreateIndex
CREATE UNIQUE INDEX "email_asks_agent_id_message_id_key" ON "email_asks"("agent_id", "message_id");

-- AddForeignKey
ALTER TABLE "email_asks" ADD CONSTRAINT "email_asks_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_asks" ADD CONSTRAINT "email_asks_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE SET NULL ON UPDATE CASCADE;
