/** SLOT for helper H4: replace with the real pane. */
export function AdminSettingsPane() {
  return <p>Loading…</p>;
}
