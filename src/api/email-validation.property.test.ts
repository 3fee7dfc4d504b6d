import fc from 'fast-check';
import { MalformedAnswerError } from './answers';
import { readValidation } from './email-validation';
import { validationAnswer } from './schemas/auth';

const anyValue = fc.oneof(
  fc.string(),
  fc.constant(''),
  fc.boolean(),
  fc.integer(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
);

const answers = fc.oneof(
  fc.record({ token: anyValue, other: anyValue }, { requiredKeys: [] }),
  anyValue,
);

describe("the e-mail link's answer, read without zod (src/api/email-validation.ts)", () => {
  it('is read as its schema reads it, whatever the backend answers', () => {
    fc.assert(
      fc.property(answers, (answer) => {
        const bySchema = validationAnswer.safeParse(answer);
        let read: unknown = 'refused';
        try {
          read = readValidation(answer);
        } catch (error) {
          expect(error).toBeInstanceOf(MalformedAnswerError);
        }
        expect(read).toEqual(bySchema.success ? bySchema.data : 'refused');
      }),
      { numRuns: 1000 },
    );
  });
});
