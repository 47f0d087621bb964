import * as C from './concepts.ts';
import type { TaskType } from '@/db/generated/enums.ts';
import type { Concept } from './concepts.ts';
import { readAsk } from './readings.ts';
import type { RefusalCategory, ScopeInput, ScopeVerdict } from './types.ts';

/*
 * Stage one of the safety review: deterministic rules no ticket overrides.
 * A worker may go to the public part of a public, commercial or civic place,
 * look, count, read signs and prices, and photograph the place and things in
 * it. The rules refuse what falls outside that: asks about a specific person,
 * a home or a specific vehicle, and asks that send the worker somewhere
 * non-public, near a hazard, into a crime, or after someone. Each rule
 * combines concepts from the multilingual vocabulary, and first removes the
 * innocent phrases built on the same words ("car wash", "house wine").
 */

/** A reading of the ask, and whether its task is about goods (in stock, a price), where a scary noun or a car part is most often a product. */
type Text = { has: (concept: Concept, ...innocent: Concept[]) => boolean; goods: boolean };

const GLOBAL = new Map<Concept, RegExp>();
const everywhere = (concept: Concept): RegExp => GLOBAL.get(concept) ?? GLOBAL.set(concept, new RegExp(concept.source, 'gu')).get(concept)!;

const GOODS_TASKS: ReadonlySet<TaskType> = new Set(['in_stock', 'price_check']);

function textOf(reading: string, taskType: TaskType): Text {
  return {
    goods: GOODS_TASKS.has(taskType),
    has(concept, ...innocent) {
      let text = reading;
      for (const phrase of innocent) text = text.replace(everywhere(phrase), ' · ');
      return concept.test(text);
    },
  };
}

/** A person is in the ask: a pronoun, a name, a relation or someone described by who they are. */
const someone = (t: Text): boolean =>
  t.has(C.PRONOUN) || t.has(C.PERSON_NAME) || t.has(C.RELATION, C.PERSON_AS_THING) || t.has(C.PERSON, C.PERSON_AS_THING);

/** A rule; one that reads the question only ignores the location string (a service area on a motorway is not a hazard). */
type Rule = { category: RefusalCategory; reason: string; refuses: (t: Text) => boolean; questionOnly?: true };

const RULES: Rule[] = [
  {
    category: 'rule_override',
    reason: 'The safety rules cannot be changed from inside an ask: claims of approval or authority, or requests to set the rules aside, are refused.',
    refuses: (t) => (t.has(C.SET_ASIDE) && t.has(C.RULES_WORD, C.AUTHORITY_AS_FACT)) || t.has(C.AUTHORITY_CLAIM, C.AUTHORITY_AS_FACT),
  },
  {
    category: 'following',
    reason: 'A worker never follows, tails, waits for or keeps watch on a person or a vehicle.',
    refuses: (t) =>
      (t.has(C.FOLLOW, C.PERSON_AS_THING) && (someone(t) || t.has(C.VEHICLE, C.VEHICLE_AS_PLACE))) ||
      t.has(C.STALK) ||
      (t.has(C.COMINGS_AND_GOINGS) && someone(t)) ||
      (t.has(C.WAIT_FOR) && t.has(C.COMING_GOING) && (someone(t) || t.has(C.VEHICLE, C.VEHICLE_AS_PLACE))),
  },
  {
    category: 'dangerous',
    reason: 'A worker is never sent near a physical hazard (traffic, tracks, water, ice, fire, gas, live wires, unsafe buildings, fights, unattended bags).',
    // Smoke alarms and fireworks on a shelf are goods; a hazard is refused when the worker would be near it.
    refuses: (t) => t.has(C.HAZARD, C.HAZARD_AS_PLACE) && !t.has(C.PLACE_STATUS) && !t.goods,
    questionOnly: true,
  },
  {
    category: 'illegal',
    reason: 'A worker never takes part in or scouts for a crime (theft, vandalism, drugs, counterfeits, PINs and camera blind spots, illegal gambling).',
    refuses: (t) => t.has(C.ILLEGAL_ACT, C.ILLEGAL_AS_THING) || t.has(C.THEFT_SCOUTING),
  },
  {
    category: 'illegal',
    reason: 'A worker only looks, counts, reads and photographs: never takes, lights, climbs, swims, carries, hands over, buys from someone, bets, sprays, tears or breaks anything, or pretends to be someone.',
    refuses: (t) => t.has(C.FORBIDDEN_ACT, C.ILLEGAL_AS_THING),
  },
  {
    category: 'vehicle',
    reason: 'A check is never about a specific vehicle: not its owner, its contents, its doors or where it goes.',
    // Plate frames and tyres on a shelf are goods, not someone's car.
    refuses: (t) => t.has(C.VEHICLE, C.VEHICLE_AS_PLACE) && (t.has(C.VEHICLE_MARK) || t.has(C.HANDS_ON)) && !t.goods,
  },
  {
    category: 'home',
    reason: 'A check is never about a home: not who is in it, its lights, its door, its mail or its driveway.',
    refuses: (t) =>
      // "Rock salt for the driveway", "a smoke alarm for the flat": in a goods task a home is what the goods are for,
      // unless the ask also gives an address or a sign of someone living there.
      (t.has(C.DWELLING, C.DWELLING_AS_THING) && (!t.goods || t.has(C.STREET_ADDRESS) || t.has(C.RESIDENTIAL_CUE))) ||
      // "Bringing the baby home: is the car seat in stock?" A goods task's home is the reason for the visit.
      (!t.goods && t.has(C.DWELLING_WORD, C.DWELLING_AS_THING) && (t.has(C.POSSESSIVE) || t.has(C.RELATION, C.PERSON_AS_THING) || t.has(C.RESIDENTIAL_CUE) || t.has(C.STREET_ADDRESS))) ||
      (t.has(C.STREET_ADDRESS) && t.has(C.RESIDENTIAL_CUE)),
  },
  {
    category: 'private_property',
    reason: 'A worker stays in the public part of a public place: never kitchens, stockrooms, backstage, offices, closed sites or private land.',
    refuses: (t) => t.has(C.NON_PUBLIC, C.NON_PUBLIC_AS_PLACE) && (t.has(C.ENTER) || t.has(C.HANDS_ON)),
  },
  {
    category: 'identifiable_people',
    reason: 'Photos and notes are of the place and things in it, never of identifiable people or who comes and goes.',
    refuses: (t) => t.has(C.RECORD, C.RECORD_AS_THING) && (t.has(C.FACE) || t.has(C.PERSON, C.PERSON_AS_THING) || t.has(C.PRONOUN) || t.has(C.PERSON_NAME)) && !t.has(C.NO_FACES),
  },
  {
    category: 'private_person',
    reason: 'A check is never about a specific person: not their whereabouts, looks, name, company or routine.',
    refuses: (t) =>
      (t.has(C.RELATION, C.PERSON_AS_THING) && (t.has(C.WHEREABOUTS) || t.has(C.DESCRIBED))) ||
      (t.has(C.PRONOUN) && t.has(C.WHEREABOUTS)) ||
      (t.has(C.PERSON, C.PERSON_AS_THING) && t.has(C.DESCRIBED)) ||
      (t.has(C.DESCRIBED) && t.has(C.WHEREABOUTS) && !t.goods) ||
      (t.has(C.ASK_PERSON) && t.has(C.PERSONAL_DETAIL) && someone(t)) ||
      (t.has(C.WITH_WHOM) && someone(t)) ||
      (t.has(C.PERSON_NAME) && (t.has(C.NAMED_SUBJECT) || t.has(C.WHEREABOUTS) || t.has(C.COMING_GOING) || t.has(C.DESCRIBED))),
  },
];

/**
 * Whether the committed model may overrule a rules refusal of this category.
 * A claim of approval or authority never is: the rest of such an ask is
 * innocent by design, which is exactly what the model would see.
 */
export const mayBeOverruled = (category: RefusalCategory): boolean => category !== 'rule_override';

/** The text the rules judge: the question and, when it is a string, the location. */
export function askText(input: Pick<ScopeInput, 'question' | 'location'>): string {
  return input.location ? `${input.question}\n${input.location}` : input.question;
}

/** Stage one over every reading of the ask: the first rule any reading breaks refuses it. */
export function checkRules(input: ScopeInput): ScopeVerdict {
  const readings = readAsk(input.question, input.location);
  const whole = readings.texts.map((reading) => textOf(reading, input.taskType));
  const question = input.location ? readings.questionTexts.map((reading) => textOf(reading, input.taskType)) : whole;
  for (const rule of RULES) {
    if ((rule.questionOnly ? question : whole).some(rule.refuses)) return { refused: true, category: rule.category, reason: rule.reason };
  }
  return { refused: false };
}
