import { expect, test } from '@playwright/test';
import { askFieldsFromEmail } from './inbound-email-format.ts';

test('the subject is the question and Name: lines set the other fields', () => {
  const text = ['Hello,', '', 'location: Dolores Park, San Francisco', 'TYPE: crowd level', 'Bounty: $4.50', 'Deadline: 45 min', 'Photo: no', '', '-- ', 'Sent from my agent'].join('\r\n');
  expect(askFieldsFromEmail('Fwd: Re: How busy is the park?', text)).toEqual({
    question: 'How busy is the park?',
    location: 'Dolores Park, San Francisco',
    task_type: 'crowd_level',
    bounty_usd: 4.5,
    deadline_minutes: 45,
    require_photo: false,
  });
});

test('missing lines leave the REST defaults to validation, except the task type (other_public)', () => {
  expect(askFieldsFromEmail('Is it open?', 'Location: 37.7955, -122.3937')).toEqual({
    question: 'Is it open?',
    location: { lat: 37.7955, lng: -122.3937 },
    task_type: 'other_public',
    bounty_usd: undefined,
    deadline_minutes: undefined,
    require_photo: undefined,
  });
});

test('a Question: line replaces the subject; quoted lines and later repeats are ignored; bad values are passed on as sent', () => {
  const text = ['Question: Is the bakery on 24th Street open, and is there a line?', '> Location: quoted', 'Location: Ferry Building Marketplace, San Francisco', 'Location: second', 'Bounty: lots', 'Photo: maybe'].join('\n');
  expect(askFieldsFromEmail('short', text)).toMatchObject({
    question: 'Is the bakery on 24th Street open, and is there a line?',
    location: 'Ferry Building Marketplace, San Francisco',
    bounty_usd: 'lots',
    require_photo: 'maybe',
  });
});
