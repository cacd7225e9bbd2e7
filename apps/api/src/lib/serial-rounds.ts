/**
 * Runs `round` one at a time: a call while a round runs gets that round's promise and one more round after it (for
 * work stored meanwhile). A failed round is reported to `onError`, never thrown at the caller.
 */
export function serialRounds(round: () => Promise<void>, onError: (error: unknown) => void) {
  let current: Promise<void> | null = null;
  let again = false;

  return {
    run(): Promise<void> {
      if (current) {
        again = true;
        return current;
      }
      current = (async () => {
        try {
          do {
            again = false;
            await round();
          } while (again);
        } catch (error) {
          onError(error);
        } finally {
          current = null;
        }
      })();
      return current;
    },

    /** The round in progress, if any (a shutdown lets it finish). */
    current: () => current,
  };
}
