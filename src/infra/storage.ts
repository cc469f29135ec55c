import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { inChildSpan } from '../tracing/spans';

export interface StorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Object storage over the S3 API (MinIO in docker-compose, s3rver on loopback in tests). */
export class ObjectStorage {
  private readonly s3: S3Client;

  constructor(readonly options: StorageOptions) {
    this.s3 = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // The SDK's default streaming checksums add framing bytes that some S3-compatible servers
      // store as content; only compute them where the operation needs them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  }

  async ensureBucket(): Promise<void> {
    try {
      await this.s3.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
    } catch {
      await this.s3.send(new CreateBucketCommand({ Bucket: this.options.bucket }));
    }
  }

  /**
   * Writes the object at `key`; writing the same key again overwrites (a retry never adds). Inside
   * a trace the upload is a span (the SDK's HTTP request is traced beneath it).
   */
  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return inChildSpan(
      'storage upload',
      { attributes: () => ({ 'doongzi.storage.key': key, 'doongzi.storage.bytes': body.length }) },
      async () => {
        await this.s3.send(
          new PutObjectCommand({
            Bucket: this.options.bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            ContentLength: body.length,
          }),
        );
      },
    );
  }

  get(key: string): Promise<Buffer> {
    return inChildSpan('storage download', { attributes: () => ({ 'doongzi.storage.key': key }) }, async () => {
      const out = await this.s3.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return Buffer.from(await out.Body!.transformToByteArray());
    });
  }

  async delete(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  /** A presigned GET URL valid for `expiresInSeconds`. */
  presignGet(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(this.s3, new GetObjectCommand({ Bucket: this.options.bucket, Key: key }), {
      expiresIn: expiresInSeconds,
    });
  }

  close(): void {
    this.s3.destroy();
  }
}
