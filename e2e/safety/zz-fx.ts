import { reviewText } from '@/domain/safety/review.ts';
import { localClassifier } from '@/providers/classifier/local/local.ts';
import { checkRules } from '@/domain/safety/rules.ts';
const q = process.argv[2]!;
const input = { question: q, location: process.argv[3] ?? null, taskType: (process.argv[4] ?? 'other_public') as never };
console.log(JSON.stringify(checkRules(input)), JSON.stringify(await reviewText(input, localClassifier)));
