import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

let compiledAnswers = true;
/**
 * `COMPILED_ANSWERS=false` (config.ts): answers go through fastify-type-provider-zod's own serializer, so
 * `bench/alternate.ts` can measure what the compiled schemas are worth. Set once at start, before the routes are.
 */
export function switchCompiledAnswers(on: boolean) {
  compiledAnswers = on;
}

/**
 * Every answer is checked against its endpoint's response schema and keeps only the schema's fields, as
 * fastify-type-provider-zod's serializer does, but through the schema compiled by zod (`z.compile`, zod 4.6) and read
 * forward: the type provider encodes (reads backward), which zod's compiled path does not take, and costs several
 * times more an answer (decision 067). Forward and backward are the same for a schema without transforms, pipes,
 * defaults or catches; `responses.test.ts` in the contract holds every response schema to that.
 */
export const answerSerializer: FastifySerializerCompiler<z.ZodType> = (route) => {
  if (!compiledAnswers) return serializerCompiler(route);
  const { schema, method, url } = route;
  const compiled = z.compile(schema);
  return (data) => {
    const result = compiled.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
