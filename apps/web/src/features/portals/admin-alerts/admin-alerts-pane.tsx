/** SLOT for helper H5: replace with the real pane. */
export function AdminAlertsPane() {
  return <p>Loading…</p>;
}
