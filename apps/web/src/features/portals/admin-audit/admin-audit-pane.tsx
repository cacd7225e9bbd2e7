/** SLOT for helper H5: replace with the real pane. */
export function AdminAuditPane() {
  return <p>Loading…</p>;
}
