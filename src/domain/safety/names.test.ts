import { expect, test } from '@playwright/test';
import { markNames, PERSON_NAME } from './names.ts';
import { checkRules } from './rules.ts';

const marks = (question: string, location: string | null = null) => markNames(question, location).includes(PERSON_NAME);

test('a given name written as a name is read as a person, with or without a title', () => {
  expect(markNames('Is Sarah at the Ferry Building today?', null)).toBe(`Is ${PERSON_NAME} at the Ferry Building today?`);
  expect(marks('Did Mrs. Vance attend the 9am Mass?')).toBe(true);
  expect(marks("Is Marcus's car still in the lot?")).toBe(true);
});

test('names of businesses and places, and names used as words, are not people', () => {
  expect(marks("Is Trader Joe's open?")).toBe(false);
  expect(marks('Is the Martin Luther King Jr Library open?')).toBe(false);
  expect(marks('Is San Jose airport busy?')).toBe(false);
  expect(marks('Will the store be open? May I see the price?')).toBe(false);
  expect(marks('Does Leroy Merlin have hot glue guns in stock?', 'Leroy Merlin, Alcobendas')).toBe(false);
  expect(marks('Which track is the 6:10 to New York leaving from?')).toBe(false);
  expect(marks('is sarah there', null)).toBe(false); // lower case: not written as a name
});

test('a named person as the subject of a check is refused; a name in the location is not', () => {
  const ask = (question: string, location: string) => checkRules({ question, location, taskType: 'other_public' });
  expect(ask('Is Jane Doe working at the counter right now?', 'Blue Bottle, Oakland')).toMatchObject({ refused: true, category: 'private_person' });
  expect(ask('¿Está Lucía en la cafetería ahora?', 'Café Central, Madrid')).toMatchObject({ refused: true, category: 'private_person' });
  expect(ask('Is the shop open right now?', 'Paul Smith, Melrose Ave, Los Angeles')).toMatchObject({ refused: false });
});
