/**
 * An ask the rules allow and the committed local classifier refuses (as
 * following): a person may judge that a food truck's comings and goings are a
 * business's public whereabouts, so it is what classifier tickets are for.
 * Retraining the classifier may move it; every test that uses it first
 * asserts the refusal's review_stage is 'classifier', so a move shows there.
 * A tag keeps one test's ask (and so its ticket) apart from another's.
 */
export function classifierOnlyAsk(tag = '') {
  return {
    question: `Report when the taco truck leaves its spot.${tag ? ` (${tag})` : ''}`,
    location: { lat: 37.7802, lng: -122.4127 },
    task_type: 'other_public' as const,
    bounty_usd: 4,
  };
}
