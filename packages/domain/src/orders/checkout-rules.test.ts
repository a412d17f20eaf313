import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZContactFieldsConfig } from '../locations/location-config.ts';
import { validationIssue, validationMessage } from '../validation/validation-messages.ts';
import { orderTypes } from './order-constants.ts';
import { ZContact, ZDeliveryAddress, type DeliveryAddress } from './order-schemas.ts';
import {
  checkPhoneNumber,
  contactProblems,
  deliveryAddressProblem,
  distanceKm,
  formatPhoneNumber,
  orderTypeNeeds,
  pickupForTakeOutType,
  questionProblems,
} from './checkout-rules.ts';
import type { CustomQuestionConfig } from './ordering-config.ts';

const defaults = ZContactFieldsConfig.parse({});
const contact = (
  fields: Partial<Record<'full_name' | 'email' | 'phone_number' | 'other', string>>,
) => ZContact.parse(fields);

describe('contactProblems', () => {
  const complete = contact({
    full_name: 'Ana Silva',
    email: 'ana@example.com',
    phone_number: '416-555-1234',
  });

  it('accepts a complete contact', () => {
    expect(contactProblems(complete, defaults)).toEqual({});
  });

  it('requires name, email and phone by default, and never `other`', () => {
    expect(contactProblems(contact({}), defaults)).toEqual({
      full_name: { rule: 'required', params: {} },
      email: { rule: 'required', params: {} },
      phone_number: { rule: 'required', params: {} },
    });
  });

  it('follows the location: optional fields may be empty, hidden fields are never required', () => {
    const config = ZContactFieldsConfig.parse({
      name: { required: true, hide: false },
      email: { required: false, hide: false },
      phone_number: { required: true, hide: true },
    });
    expect(contactProblems(contact({ full_name: 'Ana' }), config)).toEqual({});
    expect(contactProblems(contact({ full_name: '   ' }), config)).toEqual({
      full_name: { rule: 'required', params: {} },
    });
  });

  it('holds each field to 40 characters', () => {
    const long = 'a'.repeat(41);
    const problems = contactProblems({ ...complete, full_name: long, other: long }, defaults);
    expect(problems).toEqual({
      full_name: { rule: 'maxLength', params: { length: 40 } },
      other: { rule: 'maxLength', params: { length: 40 } },
    });
    expect(contactProblems({ ...complete, full_name: 'a'.repeat(40) }, defaults)).toEqual({});
  });

  it('checks the email and the phone format whenever they are given', () => {
    const hidden = ZContactFieldsConfig.parse({
      email: { required: false, hide: true },
      phone_number: { required: false, hide: true },
    });
    const wrong = { ...complete, email: 'ana@', phone_number: '4165551234' };
    expect(contactProblems(wrong, defaults)).toEqual({
      email: { rule: 'email', params: {} },
      phone_number: { rule: 'phone', params: {} },
    });
    expect(contactProblems(wrong, hidden)).toMatchObject({ phone_number: { rule: 'phone' } });
  });

  it('explains the phone format in both languages', () => {
    const issue = checkPhoneNumber('416 555 1234');
    expect(issue).not.toBeNull();
    expect(validationMessage(issue!, 'en-CA')).toBe('Enter the phone number as 999-999-9999.');
    expect(validationMessage(issue!, 'fr-CA')).toBe(
      'Entrez le numéro de téléphone sous la forme 999-999-9999.',
    );
    expect(checkPhoneNumber('416-555-1234')).toBeNull();
    expect(checkPhoneNumber('416-555-12345')).not.toBeNull();
    expect(checkPhoneNumber('')).toBeNull();
  });
});

describe('formatPhoneNumber', () => {
  it('adds dashes as the digits come', () => {
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber('4')).toBe('4');
    expect(formatPhoneNumber('416')).toBe('416');
    expect(formatPhoneNumber('4165')).toBe('416-5');
    expect(formatPhoneNumber('416555')).toBe('416-555');
    expect(formatPhoneNumber('4165551')).toBe('416-555-1');
    expect(formatPhoneNumber('4165551234')).toBe('416-555-1234');
  });

  it('lets a trailing dash be erased', () => {
    expect(formatPhoneNumber('416-')).toBe('416');
    expect(formatPhoneNumber('416-555-')).toBe('416-555');
  });

  it('reads pasted numbers and drops extra digits', () => {
    expect(formatPhoneNumber('(416) 555-1234')).toBe('416-555-1234');
    expect(formatPhoneNumber('+1 416 555 1234')).toBe('416-555-1234');
    expect(formatPhoneNumber('416-555-12345')).toBe('416-555-1234');
  });

  it('always gives a prefix of the 999-999-9999 shape, complete at 10 digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const formatted = formatPhoneNumber(text);
        expect(formatted).toMatch(/^(\d{0,3}|\d{3}-\d{1,3}|\d{3}-\d{3}-\d{1,4})$/);
        expect(formatPhoneNumber(formatted)).toBe(formatted);
        const digits = text.replace(/\D/g, '');
        if (digits.length === 10) expect(checkPhoneNumber(formatted)).toBeNull();
      }),
    );
  });
});

describe('distanceKm', () => {
  const toronto = { latitude: 43.6532, longitude: -79.3832 };
  const montreal = { latitude: 45.5019, longitude: -73.5674 };

  it('measures the great-circle distance', () => {
    expect(distanceKm(toronto, montreal)).toBeCloseTo(504, 0);
    expect(distanceKm(toronto, toronto)).toBe(0);
    // A quarter of the equator.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo(
      10007.5,
      0,
    );
  });

  it('is symmetric and never negative (property)', () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6);
      }),
    );
  });
});

describe('deliveryAddressProblem', () => {
  const origin = { latitude: 43.6532, longitude: -79.3832 };
  const address: DeliveryAddress = ZDeliveryAddress.parse({
    label: '100 Queen St W, Toronto',
    place_id: 'osm:123',
    latitude: 43.6534,
    longitude: -79.3841,
    house_number: '100',
    street: 'Queen St W',
    city: 'Toronto',
  });

  it('accepts a precise address within the radius', () => {
    expect(deliveryAddressProblem(address, origin, 5)).toBeNull();
  });

  it('reports, in order: not selected, invalid, not precise, too far', () => {
    expect(deliveryAddressProblem(null, origin, 5)).toBe('delivery_address_not_selected');
    const typed = { ...address, place_id: ' ', street: null, house_number: null };
    expect(deliveryAddressProblem(typed, origin, 5)).toBe('delivery_address_not_selected');
    const noStreet = { ...address, street: null, house_number: null, latitude: 45.5 };
    expect(deliveryAddressProblem(noStreet, origin, 5)).toBe('delivery_address_invalid');
    expect(deliveryAddressProblem({ ...address, latitude: 91 }, origin, 5)).toBe(
      'delivery_address_invalid',
    );
    expect(deliveryAddressProblem({ ...address, longitude: Number.NaN }, origin, 5)).toBe(
      'delivery_address_invalid',
    );
    const noNumber = { ...address, house_number: '  ', latitude: 45.5 };
    expect(deliveryAddressProblem(noNumber, origin, 5)).toBe('delivery_address_not_precise');
    const montreal = { ...address, latitude: 45.5019, longitude: -73.5674 };
    expect(deliveryAddressProblem(montreal, origin, 5)).toBe('delivery_address_too_far');
  });

  it('counts exactly the radius as within it', () => {
    const radius = distanceKm(origin, address);
    expect(deliveryAddressProblem(address, origin, radius)).toBeNull();
    expect(deliveryAddressProblem(address, origin, radius * 0.999)).toBe(
      'delivery_address_too_far',
    );
  });
});

describe('pickupForTakeOutType', () => {
  const reset = { dueByDate: null, dueByTime: null, scheduled: false, notes: '', prepTime: null };

  it('resets the pickup of take-out and generic catering, delivery flag from the take-out type', () => {
    expect(pickupForTakeOutType('take_out', 'delivery')).toEqual({ ...reset, delivery: true });
    expect(pickupForTakeOutType('take_out', 'pickup')).toEqual({ ...reset, delivery: false });
    expect(pickupForTakeOutType('take_out', 'catering')).toEqual({ ...reset, delivery: false });
    expect(pickupForTakeOutType('take_out', null)).toEqual({ ...reset, delivery: false });
    expect(pickupForTakeOutType('generic_catering', 'delivery')).toEqual({
      ...reset,
      delivery: true,
    });
  });

  it('leaves other order types alone', () => {
    for (const type of orderTypes.filter((t) => t !== 'take_out' && t !== 'generic_catering')) {
      expect(pickupForTakeOutType(type, 'delivery')).toBeNull();
    }
  });
});

describe('orderTypeNeeds', () => {
  it('asks each order type for what it needs', () => {
    const needs = Object.fromEntries(orderTypes.map((type) => [type, orderTypeNeeds(type)]));
    const none = { schedule: false, delivery: false, school: false, table: false };
    expect(needs).toEqual({
      take_out: { ...none, schedule: true },
      dine_in: { ...none, table: true },
      retail: none,
      delivery: { ...none, schedule: true, delivery: true },
      catering: { ...none, schedule: true },
      generic_catering: { ...none, schedule: true },
      school: { ...none, schedule: true, school: true },
      lane_reservation: none,
      event: none,
    });
  });
});

describe('questionProblems', () => {
  const question = (id: number, type: CustomQuestionConfig['type'], extra = {}) => ({
    id,
    type,
    text: `Q${id}`,
    options: [] as string[],
    required: false,
    localization: {},
    ...extra,
  });
  const questions = [
    question(1, 'open', { required: true }),
    question(2, 'dropdown', { options: ['Yes', 'No'] }),
    question(3, 'checkbox', { options: ['A', 'B'] }),
    question(4, 'checkbox', { required: true }),
    question(5, 'timepicker'),
  ];

  it('accepts fitting answers and leaves unanswered optional questions alone', () => {
    const answers = [
      { question_id: 1, answer: 'Peanuts' },
      { question_id: 3, answer: ['B', 'A'] },
      { question_id: 4, answer: true },
      { question_id: 5, answer: '' },
    ];
    expect(questionProblems(answers, questions)).toEqual({});
  });

  it('names required questions unanswered, misfits, repeats and unknown questions', () => {
    const answers = [
      { question_id: 2, answer: 'Maybe' },
      { question_id: 3, answer: ['A', 'A'] },
      { question_id: 4, answer: false },
      { question_id: 5, answer: '25:00' },
      { question_id: 5, answer: '10:00' },
      { question_id: 9, answer: 'x' },
    ];
    expect(questionProblems(answers, questions)).toEqual({
      'questions.1': validationIssue('required'),
      'questions.2': validationIssue('invalid'),
      'questions.3': validationIssue('invalid'),
      'questions.4': validationIssue('required'),
      'questions.5': validationIssue('invalid'),
      'questions.9': validationIssue('invalid'),
    });
  });
});
