/** SLOT for helper H7: replace with the real pane. */
export function AdminDashboardPane() {
  return <p>Loading…</p>;
}
