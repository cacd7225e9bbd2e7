/** SLOT for helper H5: replace with the real pane. */
export function AdminSecurityPane() {
  return <p>Loading…</p>;
}
