import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every answer is checked against its endpoint's response schema and keeps only the schema's fields, as
 * fastify-type-provider-zod's serializer does, but through the schema compiled by zod (`z.compile`, zod 4.6) and read
 * forward: the type provider encodes (reads backward), which zod's compiled path does not take, and costs several
 * times more an answer (decision 067). Forward and backward are the same for a schema without transforms, pipes,
 * defaults or catches; `responses.test.ts` in the contract holds every response schema to that.
 */
const compiledSerializer: FastifySerializerCompiler<z.ZodType> = (route) => {
  const { schema, method, url } = route;
  const compiled = z.compile(schema);
  return (data) => {
    const result = compiled.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/**
 * The serializer for `COMPILED_ANSWERS` (config.ts): off only when `bench/alternate.ts` measures what the compiled
 * schemas are worth, and then fastify-type-provider-zod's own.
 */
export const answerSerializer = (compiled: boolean): FastifySerializerCompiler<z.ZodType> =>
  compiled ? compiledSerializer : serializerCompiler;
