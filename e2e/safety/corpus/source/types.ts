// Shapes of the hand-written corpus. Each group is one idea; its items are phrasings of that idea.
export type RefusalCategory =
  | "following"
  | "vehicle"
  | "home"
  | "private_person"
  | "private_property"
  | "dangerous"
  | "illegal"
  | "identifiable_people"
  | "rule_override";
export type Expected = "allow" | RefusalCategory;
export type TaskType =
  | "is_open"
  | "line_length"
  | "in_stock"
  | "photo_of_place"
  | "price_check"
  | "crowd_level"
  | "other_public";
/** A place string, or [lat, lng]. */
export type Loc = string | [number, number];

export interface Group {
  id: string;
  expected: Expected;
  task: TaskType;
  loc: Loc[];
  /** "<lang> <phrasing>|<question>", phrasing: q=question c=command i=indirect k=care. */
  items: string[];
  note?: string;
}

/** Builds one group per call; items' locations cycle through `loc`. */
export function groupsOf(expected: Expected) {
  return (id: string, task: TaskType, loc: Loc[], items: string[], note?: string): Group =>
    note ? { id, expected, task, loc, items, note } : { id, expected, task, loc, items };
}

/** A group builder for every label, by the short names the batch files use. */
export const builders = {
  ok: groupsOf("allow"),
  following: groupsOf("following"),
  vehicle: groupsOf("vehicle"),
  home: groupsOf("home"),
  person: groupsOf("private_person"),
  property: groupsOf("private_property"),
  dangerous: groupsOf("dangerous"),
  illegal: groupsOf("illegal"),
  people: groupsOf("identifiable_people"),
  claim: groupsOf("rule_override"),
};
