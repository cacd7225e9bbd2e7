/** Spec 5's password rule in plain words, under the new-password fields. */
export const PASSWORD_HINT = (
  <>
    8+ characters with upper- and lowercase letters, a number and a symbol{' '}
    <span className="whitespace-nowrap">(@$!%*?&amp;.)</span>
  </>
);
