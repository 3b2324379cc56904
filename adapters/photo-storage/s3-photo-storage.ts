import type { PhotoStorage } from '../../domain/venue-management/photos-ports.js';
import aws4 from 'aws4';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface S3PhotoStorageOptions extends S3Credentials {
  /** e.g. https://s3.us-east-1.amazonaws.com, or a MinIO / R2 address. */
  endpoint: string;
  bucket: string;
  /** Tests pass their own; production uses the global fetch. */
  fetch?: typeof fetch;
}

const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.webp$/;

/**
 * Photo files in an S3-compatible bucket, addressed path-style (endpoint/bucket/key) so MinIO and
 * other stores work as AWS does. Requests are signed with Signature Version 4 by aws4.
 */
export class S3PhotoStorage implements PhotoStorage {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: S3PhotoStorageOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  private async send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    if (!KEY.test(key)) throw new Error(`not a photo storage key: ${JSON.stringify(key)}`);
    const url = new URL(`${this.options.endpoint.replace(/\/+$/, '')}/${this.options.bucket}/${key}`);
    const { accessKeyId, secretAccessKey, region } = this.options;
    const signed = aws4.sign(
      {
        host: url.host,
        path: url.pathname,
        method,
        service: 's3',
        region,
        headers: contentType ? { 'Content-Type': contentType } : {},
        body: body ? Buffer.from(body) : undefined,
      },
      { accessKeyId, secretAccessKey },
    );
    // host is set by fetch itself from the URL (and may not be given).
    const { Host: _host, host: _lower, ...sent } = (signed.headers ?? {}) as Record<string, string>;
    return this.fetch(url, { method, headers: sent as Record<string, string>, body: body ? new Uint8Array(body) : undefined });
  }

  private failure(action: string, key: string, response: Response): Error {
    // The status only: an S3 error body can echo request details.
    return new Error(`S3 ${action} of ${key} failed with HTTP ${response.status}`);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, bytes, contentType);
    if (!response.ok) throw this.failure('PUT', key, response);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw this.failure('GET', key, response);
    return new Uint8Array(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) throw this.failure('DELETE', key, response);
  }
}
