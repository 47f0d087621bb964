-- The agent's balance right after a payment was credited: a retried top-up submission is answered with the same figures as the first.
ALTER TABLE "payments" ADD COLUMN "balance_after_cents" INTEGER;
