import { DomainError } from '@/domain/errors.ts';
import { checkScopeRules } from './scope-rules.ts';

/** Strings that point at the asker rather than at a place. */
const OWN_LOCATION = [
  /\b(my|our|current|present)\s+(location|position|gps|whereabouts|coordinates|spot)\b/i,
  /\bwhere\s+(i|we)\s+(am|are|live|stay)\b/i,
  /\bnear\s+(me|us)\b/i,
  /^\s*(here|right here|me|my place|home)\s*$/i,
];

/** Strings that describe a home rather than a public, commercial or civic place. */
const HOME_ADDRESS = [
  /\b(my|our|his|her|their|your|someone'?s|somebody'?s)\s+(home|house|apartment|apt|flat|condo|residence|place|bedroom|backyard|driveway)\b/i,
  /\b\w+'s\s+(home|house|apartment|flat|condo|residence|bedroom|backyard|driveway)\b/i,
  /\b(home address|private residence|residential address)\b/i,
  /\b(apt|apartment|unit|flat)\.?\s*#?\s*\d+[a-z]?\b/i,
];

/**
 * Whether the scope rules' home patterns refuse the string ("John Smith home",
 * "the house at 12 Oak St"), so that quote, which never sees a question, refuses
 * the same home locations as ask does.
 */
function scopeRulesSeeAHome(location: string): boolean {
  const verdict = checkScopeRules({ question: '', location, taskType: 'other_public' });
  return verdict.refused && verdict.category === 'home';
}

/** Refuses location strings that are the user's own location or a home. */
export function assertPublicPlaceString(location: string): void {
  if (OWN_LOCATION.some((pattern) => pattern.test(location))) {
    throw new DomainError(
      'invalid_input',
      `location "${location}" is your own location, not a place.`,
      "Send the public place as 'place name, city' or a street address, or as {lat, lng} of the place itself.",
      { field: 'location' },
    );
  }
  if (HOME_ADDRESS.some((pattern) => pattern.test(location)) || scopeRulesSeeAHome(location)) {
    throw new DomainError(
      'unsafe_task',
      `location "${location}" looks like a home. Spotcheck only checks public, commercial or civic places.`,
      'Ask about a store, cafe, park, transit stop or venue instead. Nothing was charged.',
      { field: 'location' },
    );
  }
}
