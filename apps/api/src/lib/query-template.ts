import type { CompiledQuery } from 'kysely';

/** Marks a value's place among a compiled query's parameters; no request value starts with a NUL. */
const MARK = '\u0000query-template:';

type Compilable<Row> = { compile(): CompiledQuery<Row> };

/**
 * Building and compiling a Kysely query costs more than SQLite takes to run a small one (a fifth of a signed-in list
 * request, issue 16). A template builds and compiles the query once per shape (the set of values present), with
 * markers in place of the values, and then hands out the compiled query with each call's values in the markers'
 * places. `build` must use each present value as a parameter as it is: one derived from it (a LIKE pattern from a
 * search text) is passed in already derived, or the template throws on first use.
 */
export function queryTemplate<Values extends Record<string, unknown>, Row>(build: (values: Values) => Compilable<Row>) {
  const shapes = new Map<string, { compiled: CompiledQuery<Row>; slots: Array<string | undefined> }>();
  return (values: Values): CompiledQuery<Row> => {
    const present = Object.keys(values).filter((key) => values[key] !== undefined);
    const shape = present.join();
    let template = shapes.get(shape);
    if (!template) {
      const markers = Object.fromEntries(present.map((key) => [key, `${MARK}${key}`]));
      const compiled = build(markers as Values).compile();
      const slots = compiled.parameters.map((p) => (typeof p === 'string' && p.startsWith(MARK) ? p.slice(MARK.length) : undefined));
      const unused = present.filter((key) => !slots.includes(key));
      if (unused.length > 0) throw new Error(`queryTemplate: ${unused.join(', ')} not used as parameters as given`);
      template = { compiled, slots };
      shapes.set(shape, template);
    }
    const { compiled, slots } = template;
    return { ...compiled, parameters: compiled.parameters.map((p, i) => (slots[i] === undefined ? p : values[slots[i]])) };
  };
}
