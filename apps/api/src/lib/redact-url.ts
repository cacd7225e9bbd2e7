/** Query parameters that carry a secret: a link's token, a code, a refresh token, an event-stream ticket. */
const SECRET_PARAMETERS = /^(token|code|confirmationcode|refreshtoken|challengetoken|ticket|password|secret|key)$/i;

/** The URL as a log line may show it: the values of secret-bearing query parameters replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const parts = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; only its value could be a secret.
      }
      return SECRET_PARAMETERS.test(decoded) && value.length > 0 ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${parts.join('&')}`;
}
