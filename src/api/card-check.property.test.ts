import fc from 'fast-check';
import { MalformedAnswerError } from './answers';
import { readCardCheck } from './card-check';
import { parseAnswer } from './parse';
import { cardCheckSchema } from './schemas/card';

/** Values a field may hold in a backend's answer: right, absent, of another type, odd. */
const anyValue = fc.oneof(
  fc.string(),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

const answers = fc.oneof(
  fc.record(
    {
      firstName: fc.oneof(fc.string(), anyValue),
      lastInitial: fc.oneof(fc.string({ maxLength: 1 }), anyValue),
      valid: fc.oneof(fc.boolean(), anyValue),
      calendarSeller: fc.oneof(fc.boolean(), anyValue),
      year: fc.oneof(fc.integer({ min: 2000, max: 2100 }), anyValue),
      unknownField: anyValue,
    },
    { requiredKeys: [] },
  ),
  anyValue,
);

/** What a reading gives: the record, or that it was refused. */
function outcome(read: () => unknown): unknown {
  try {
    return { read: read() };
  } catch (error) {
    expect(error).toBeInstanceOf(MalformedAnswerError);
    return 'refused';
  }
}

describe("a card check's answer, read without zod at the door (src/api/card-check.ts)", () => {
  it('is read as its schema reads it at the boundary (null as absent), whatever the answer', () => {
    fc.assert(
      fc.property(answers, (answer) => {
        expect(outcome(() => readCardCheck(answer))).toEqual(
          outcome(() => parseAnswer(cardCheckSchema, answer)),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
