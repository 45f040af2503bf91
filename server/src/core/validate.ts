// Runs one of shared-api's yup schemas (the same rules and messages the forms use) on a request body and
// answers 400 with the first message when it fails: the first in the rules' declared order, which is the
// order the spec checks a form in (yup's abortEarly would answer the last declared field instead).
import { ValidationError, type Schema } from 'yup';
import { httpError } from './errors.ts';

export async function validate<T>(schema: Schema<T>, value: unknown): Promise<T> {
  try {
    return await schema.validate(value, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) throw httpError(400, error.errors[0] ?? 'Invalid request');
    throw error;
  }
}
