import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from "react-hook-form";
import { z } from "zod";
import { QUESTION_TYPES } from "@shared/constants";
import { answerSpecField } from "@shared/questionTypes/spec";

/** A question's spec checked against its type alone, whatever its other fields hold. */
const questionSpec = z.object({ questionType: z.enum(QUESTION_TYPES), answerSpec: z.unknown() }).transform(answerSpecField);
// Typed for any form: they read the values `checkingSpecs` converts, whatever the form holds.
export const questionSpecResolver = zodResolver(questionSpec) as unknown as Resolver<FieldValues>;
export const questionListSpecResolver = zodResolver(
  z.object({ questions: z.array(questionSpec) }),
) as unknown as Resolver<FieldValues>;

type ErrorTree = Record<string, unknown>;
const isTree = (value: unknown): value is ErrorTree => typeof value === "object" && value !== null;

/** Both trees' messages; where both have one for a field, `first`'s. */
function mergeErrors(first: ErrorTree, second: ErrorTree): ErrorTree {
  const merged: ErrorTree = Array.isArray(first) ? ([...first] as unknown as ErrorTree) : { ...first };
  for (const [key, value] of Object.entries(second)) {
    const mine = merged[key];
    if (mine === undefined) merged[key] = value;
    else if (isTree(mine) && isTree(value) && !("message" in mine)) merged[key] = mergeErrors(mine, value);
  }
  return merged;
}

/**
 * The form's schema resolver, with each spec also checked on its own: the shared schema checks a
 * question's spec only once the question's other fields are valid (a transform runs after them),
 * and a teacher should see every message of the card after one click on save. `toInput` gives
 * both the values the schemas read.
 */
export function checkingSpecs<Values extends FieldValues, Output>(
  schemaResolver: Resolver<FieldValues, unknown, Output>,
  specResolver: Resolver<FieldValues>,
  toInput: (values: Values) => FieldValues,
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const input = toInput(values);
    const resolverOptions = options as unknown as Parameters<Resolver<FieldValues>>[2];
    const [result, specs] = await Promise.all([
      schemaResolver(input, context, resolverOptions),
      specResolver(input, context, resolverOptions),
    ]);
    if (Object.keys(specs.errors).length === 0) return result as ResolverResult<Values, Output>;
    return {
      values: {},
      errors: mergeErrors(result.errors as ErrorTree, specs.errors as ErrorTree) as FieldErrors<Values>,
    };
  };
}
