import { createHash } from 'node:crypto';
import { Transform, pipeline, type Readable } from 'node:stream';

/**
 * The source passed through unchanged, and the sha-256 of what went through (call `digest` once it has ended). An
 * error of the source reaches the returned stream, and destroying that stream stops the source.
 */
export function digestingStream(source: Readable): { stream: Transform; digest: () => string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  pipeline(source, stream, () => {});
  return { stream, digest: () => hash.digest('hex') };
}
