import type * as z from 'zod/mini';

/** A schema's getter: the schema is built on the first call, and the same one is given after. */
export type LazySchema<Schema extends z.ZodMiniType = z.ZodMiniType> = () => Schema;

/**
 * A schema built on its first use instead of when its module is evaluated. Building zod schemas
 * is not free: those of the counter's first load took 65–80 ms of its cold load at 4× CPU
 * (decision 0009), before any answer or stored value they check could have arrived.
 *
 * Call the getter where the schema is used, inside another schema's builder too; its type is
 * `z.infer<ReturnType<typeof schema>>`. Modules that load only with a later screen need none of
 * this: their schemas are built when that screen is wanted anyway.
 */
export function lazySchema<Schema extends z.ZodMiniType>(build: () => Schema): LazySchema<Schema> {
  let schema: Schema | undefined;
  return () => (schema ??= build());
}
