import type { SafetyClassifier } from './types.ts';

/**
 * Test stand-in for a hosted moderation model. It flags asks about sensitive
 * public places (clinics, shelters, places of worship), where a person should
 * look before a stranger is sent: legitimate asks there are what classifier
 * tickets exist for. Deterministic, so tests and agents can rely on it.
 */
const SENSITIVE_PLACES: { label: string; pattern: RegExp }[] = [
  { label: 'health_clinic', pattern: /\b(clinics?|abortion|planned parenthood|methadone|rehab|detox)\b/i },
  { label: 'shelter', pattern: /\b(shelters?|refuge|soup kitchen)\b/i },
  { label: 'place_of_worship', pattern: /\b(church|mosque|synagogue|temple|gurdwara|chapel)\b/i },
];

export const simulatedClassifier: SafetyClassifier = {
  name: 'simulated',
  isLive: false,
  async classify({ question, placeLabel }) {
    const text = `${question} ${placeLabel}`;
    const hit = SENSITIVE_PLACES.find(({ pattern }) => pattern.test(text));
    if (!hit) return { flagged: false };
    return {
      flagged: true,
      label: hit.label,
      reason: `The classifier flags asks about a sensitive place (${hit.label.replace(/_/g, ' ')}) for a person to review first.`,
    };
  },
};
