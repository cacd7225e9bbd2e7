/**
 * A change in the services' terms (camelCase fields) as the columns a repository writes: flags as 0/1, lists as JSON
 * text (the portable schema, decision 003); fields left undefined are not written.
 */
export function toColumns<Field extends string, Column extends string>(
  columns: Record<Field, Column>,
  changes: Partial<Record<Field, unknown>>,
): Partial<Record<Column, unknown>> {
  const row: Partial<Record<Column, unknown>> = {};
  for (const [field, value] of Object.entries(changes) as Array<[Field, unknown]>) {
    if (value === undefined) continue;
    row[columns[field]] = Array.isArray(value) ? JSON.stringify(value) : typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return row;
}
