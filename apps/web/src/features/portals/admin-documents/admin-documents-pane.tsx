/** SLOT for helper H6: replace with the real pane. */
export function AdminDocumentsPane() {
  return <p>Loading…</p>;
}
