import { simulatedClassifier } from './simulated.ts';
import type { SafetyClassifier } from './types.ts';

export function safetyClassifier(): SafetyClassifier {
  return simulatedClassifier;
}
