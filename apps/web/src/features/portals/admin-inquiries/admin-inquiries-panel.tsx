/** SLOT for helper H6: replace with the real pane. */
export function AdminInquiriesPanel() {
  return <p>Loading…</p>;
}
