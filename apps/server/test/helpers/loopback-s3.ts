import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server answering the calls the S3 image store makes (PutObject, GetObject,
 * HeadObject) as Amazon S3's REST API documents them, path-style (`/{bucket}/{key}`): requests
 * must be signed with Signature Version 4 by the expected access key (`Authorization`,
 * `x-amz-date`, `x-amz-content-sha256` matching the body), errors are S3's XML error documents,
 * and a HEAD of a missing object is a bodiless 404.
 */
export interface LoopbackS3 {
  endpoint: string;
  /** Objects by key, as stored. */
  objects: Map<string, StoredObject>;
  /** Every request received, in order: method, path, and whether it was signed as required. */
  requests: { method: string; path: string; signed: boolean }[];
  close(): Promise<void>;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
  lastModified: Date;
}

const SIGNATURE =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/;

function errorDocument(code: string, message: string, resource: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>loopback</RequestId></Error>`;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether the request carries a SigV4 signature of `accessKeyId` in `region` over its body. */
function isSigned(
  request: IncomingMessage,
  body: Buffer,
  accessKeyId: string,
  region: string,
): boolean {
  const match = SIGNATURE.exec(request.headers.authorization ?? '');
  if (!match || match[1] !== accessKeyId || match[3] !== region) return false;
  const signedHeaders = match[4]!.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return false;
  const amzDate = request.headers['x-amz-date'];
  if (typeof amzDate !== 'string' || !amzDate.startsWith(match[2]!)) return false;
  const declared = request.headers['x-amz-content-sha256'];
  if (declared === 'UNSIGNED-PAYLOAD') return true;
  return declared === createHash('sha256').update(body).digest('hex');
}

export async function startLoopbackS3(options: {
  bucket: string;
  accessKeyId: string;
  region: string;
}): Promise<LoopbackS3> {
  const objects = new Map<string, StoredObject>();
  const requests: LoopbackS3['requests'] = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://loopback');
    const path = decodeURIComponent(url.pathname);
    const body = await readBody(request);
    const signed = isSigned(request, body, options.accessKeyId, options.region);
    requests.push({ method: request.method ?? '', path, signed });
    const xml = (status: number, code: string, message: string) => {
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(request.method === 'HEAD' ? undefined : errorDocument(code, message, path));
    };
    if (!signed) return xml(403, 'AccessDenied', 'Access Denied');
    const [, bucket, ...keyParts] = path.split('/');
    const key = keyParts.join('/');
    if (bucket !== options.bucket) {
      return xml(404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    if (request.method === 'PUT' && key) {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        body,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        cacheControl: request.headers['cache-control'],
        etag,
        lastModified: new Date(),
      });
      response.writeHead(200, { etag });
      return response.end();
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && key) {
      const object = objects.get(key);
      if (!object) return xml(404, 'NoSuchKey', 'The specified key does not exist.');
      response.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: object.etag,
        'last-modified': object.lastModified.toUTCString(),
        ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
      });
      return response.end(request.method === 'HEAD' ? undefined : object.body);
    }
    return xml(405, 'MethodNotAllowed', 'The specified method is not allowed.');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
