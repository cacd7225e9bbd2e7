/** SLOT for helper H5: replace with the real pane. */
export function AdminDatabasePane() {
  return <p>Loading…</p>;
}
