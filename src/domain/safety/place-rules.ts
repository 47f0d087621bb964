import type { TaskType } from '@/db/generated/enums.ts';

/** Places where children are the people in view: photos there would show identifiable children. */
const CHILDREN_PLACES = /\b(schools?|kindergartens?|daycares?|day care|nursery|preschool|playgrounds?|elementary)\b/i;
const PHOTO_TYPES: readonly TaskType[] = ['photo_of_place', 'crowd_level'];

/** Task types the rules refuse at a place whatever the question: quote and ask agree on these. */
export function refusedTypeAtPlace(taskType: TaskType, placeLabel: string): string | null {
  if (PHOTO_TYPES.includes(taskType) && CHILDREN_PLACES.test(placeLabel)) {
    return `${taskType} at "${placeLabel}" would photograph or watch children, which Spotcheck does not do.`;
  }
  return null;
}
