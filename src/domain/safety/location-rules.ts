import { DomainError } from '@/domain/errors.ts';
import { checkRules } from './rules.ts';

/** Strings that point at the asker rather than at a place. */
const OWN_LOCATION = [
  /\b(my|our|current|present)\s+(location|position|gps|whereabouts|coordinates|spot)\b/i,
  /\bwhere\s+(i|we)\s+(am|are|live|stay)\b/i,
  /\bnear\s+(me|us)\b/i,
  /^\s*(here|right here|me)\s*$/i,
];

/** Strings that describe a home: the asker's ("my house", "home") or anyone's. */
const HOME_ADDRESS = [
  /^\s*(home|my place)\s*$/i,
  /\b(my|our|his|her|their|your|someone'?s|somebody'?s)\s+(home|house|apartment|apt|flat|condo|residence|place|bedroom|backyard|driveway)\b/i,
  /\b\w+'s\s+(home|house|apartment|flat|condo|residence|bedroom|backyard|driveway)\b/i,
  /\b(home address|private residence|residential address)\b/i,
  /\b(apt|apartment|unit|flat)\.?\s*#?\s*\d+[a-z]?\b/i,
  // A person's name before a lower-case dwelling word: "John Smith home" (a museum is "Anne Frank House").
  /\b[A-Z][a-z]+ [A-Z][a-z]+(?:'s)? (?:home|house|residence|apartment|flat|place)\b/,
];

/**
 * Refuses location strings that are the user's own location (invalid_input)
 * or that the rules refuse on their own, such as a home (unsafe_task with
 * review_stage and category). Quote, which never sees a question, runs it
 * too, so quote and ask refuse the same locations.
 */
export function assertPublicPlaceString(location: string): void {
  if (OWN_LOCATION.some((pattern) => pattern.test(location))) {
    throw new DomainError(
      'invalid_input',
      `location "${location}" is your own location, not a place.`,
      "Send the public place as 'place name, city' or a street address, or as {lat, lng} of the place itself.",
      { field: 'location' },
    );
  }
  const verdict = HOME_ADDRESS.some((pattern) => pattern.test(location))
    ? ({ refused: true, category: 'home', reason: 'A check is never about a home.' } as const)
    : checkRules({ question: '', location, taskType: 'other_public' });
  if (verdict.refused) {
    throw new DomainError(
      'unsafe_task',
      `location "${location}" is not a public place the rules allow (${verdict.category}): ${verdict.reason}`,
      'Ask about a store, cafe, park, transit stop or venue instead. Nothing was charged.',
      { field: 'location', review_stage: 'rules', category: verdict.category },
    );
  }
}
