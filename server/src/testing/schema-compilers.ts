// One set of schema compilers for every app a test process builds. Fastify compiles each route's schemas
// when an app is built, with compilers of its own: a test process builds about a hundred apps, and compiling
// the same route schemas a hundred times was a seventh of the server suite's time (docs/decisions/0025).
// These are Fastify's own compilers (the ones it uses by default), shared: Ajv keeps what it compiled per
// schema object, and the serializers are kept here the same way. The schemas are module constants, the same
// objects in every app, so each is compiled once per process.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type RouteSchema = Parameters<ReturnType<SerializerFactory>>[0];
type Serialize = ReturnType<ReturnType<SerializerFactory>>;

/** Fastify's serializer factory, each response schema's serializer built once per set of options. */
function sharedSerializers(): SerializerFactory {
  const build = SerializerSelector();
  const byOptions = new Map<string, WeakMap<object, Serialize>>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const key = JSON.stringify([externalSchemas, options]);
    const made = byOptions.get(key) ?? new WeakMap<object, Serialize>();
    byOptions.set(key, made);
    return (route: RouteSchema) => {
      // A boolean schema cannot key a WeakMap; Fastify's own schemas are objects.
      if (typeof route.schema !== 'object' || route.schema === null) return compile(route);
      const found = made.get(route.schema);
      if (found) return found;
      const serialize = compile(route);
      made.set(route.schema, serialize);
      return serialize;
    };
  };
}

export const sharedSchemaCompilers: CompilersFactory = {
  buildValidator: AjvCompiler(),
  buildSerializer: sharedSerializers(),
};
