/** SLOT for helper H7: replace with the real pane. */
export function AdminAnalyticsPane() {
  return <p>Loading…</p>;
}
