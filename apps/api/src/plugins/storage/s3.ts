import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  S3Client,
  type MultipartUpload,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../../config';
import type { DocumentStorage } from './index';
import { isKey, newKey } from './keys';

/** S3's smallest part: a file up to this size goes up in one request, a larger one in parts of this size. */
const PART_SIZE = 5 * 1024 * 1024;
/** Parts of one upload in flight at once; each holds its part in memory. */
const PARTS_IN_FLIGHT = 2;
/** A multipart upload this old outlived every request timeout of the process that started it: a crash's leftover. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** The bucket storage, plus `close()` for the client's open connections. */
export type S3DocumentStorage = DocumentStorage & { close(): void };

interface ServiceError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}
const statusOf = (error: unknown) => (error as ServiceError | null)?.$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as ServiceError | null)?.name;

/** A missing object (not a missing bucket, which is a configuration fault to report). */
const isMissingObject = (error: unknown) => nameOf(error) === 'NoSuchKey' || (statusOf(error) === 404 && nameOf(error) !== 'NoSuchBucket');

/** Servers without ListMultipartUploads (s3rver, some gateways) answer 501 Not Implemented or 405. */
const isUnsupported = (error: unknown) => nameOf(error) === 'NotImplemented' || statusOf(error) === 501 || statusOf(error) === 405;

/** Passes the source's chunks on, adding their bytes to `written`. */
async function* counted(source: Readable, written: { bytes: number }) {
  for await (const chunk of source as AsyncIterable<Buffer>) {
    written.bytes += chunk.length;
    yield chunk;
  }
}

/**
 * Objects in an S3-compatible bucket, named `<prefix>/<key>`. Uploads stream through in 5 MiB parts, so a large
 * file is never held whole; S3 shows an object only once its upload completes, so a failed one leaves nothing
 * readable, and its parts are aborted (or swept later when the abort itself fails).
 */
export function createS3DocumentStorage(config: S3StorageConfig): S3DocumentStorage {
  const { bucket, prefix } = config;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // A storage that is down fails a request in seconds rather than holding uploads and health checks open.
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
    maxAttempts: 2,
  });
  const objectKey = (key: string) => (prefix ? `${prefix}/${key}` : key);

  async function staleUploads(): Promise<MultipartUpload[]> {
    const cutoff = Date.now() - STALE_UPLOAD_MS;
    const stale: MultipartUpload[] = [];
    let marker: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix ? `${prefix}/` : undefined, ...marker }));
      stale.push(...(page.Uploads ?? []).filter((upload) => upload.Initiated && upload.Initiated.getTime() < cutoff));
      if (!page.IsTruncated) return stale;
      marker = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  return {
    async put(source) {
      const key = newKey();
      const written = { bytes: 0 };
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: Readable.from(counted(source, written)) },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      try {
        await upload.done();
      } catch (error) {
        // The source's own error (too large, refused, cut off) is what the caller answers, even when aborting the
        // parts failed too.
        const failure: unknown = source.errored ?? error;
        source.destroy();
        throw failure;
      }
      return { key, size: written.bytes };
    },

    async get(key) {
      if (!isKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) throw new Error('object storage answered without a body or its length');
        return { stream: object.Body, size: object.ContentLength };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      if (!isKey(key)) return;
      // S3 answers 204 for a missing object too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async probe() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    async sweep() {
      let stale: MultipartUpload[];
      try {
        stale = await staleUploads();
      } catch (error) {
        if (isUnsupported(error)) return 0;
        throw error;
      }
      for (const upload of stale) {
        await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }));
      }
      return stale.length;
    },

    close() {
      client.destroy();
    },
  };
}
