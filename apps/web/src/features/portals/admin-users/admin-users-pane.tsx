/** SLOT for helper H1: replace with the real pane. */
export function AdminUsersPane() {
  return <p>Loading…</p>;
}
