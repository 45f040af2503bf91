// A reverse proxy on loopback for tests, doing what nginx does in front of the portal with
// `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` and `X-Forwarded-Proto $scheme`: it appends the
// address it saw to whatever X-Forwarded-For the client sent, and says which scheme the client used (https,
// standing for a proxy that terminated TLS). And a client that connects from an address of its own choosing.
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReverseProxy {
  port: number;
  close(): Promise<void>;
}

const plainAddress = (address: string | undefined) => (address ?? '').replace(/^::ffff:/, '');

export async function startReverseProxy(target: {
  port: number;
  scheme: 'http' | 'https';
}): Promise<ReverseProxy> {
  const server = createServer((incoming, outgoing) => {
    const seen = plainAddress(incoming.socket.remoteAddress);
    const previous = incoming.headers['x-forwarded-for'];
    const headers = {
      ...incoming.headers,
      'x-forwarded-for': previous ? `${[previous].flat().join(', ')}, ${seen}` : seen,
      'x-forwarded-proto': target.scheme,
      'x-real-ip': seen,
    };
    const upstream = request(
      { host: '127.0.0.1', port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

export interface ProxiedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP request from a chosen loopback address (127.0.0.2 is a client other than the proxy). */
export function requestFrom(
  localAddress: string,
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; json?: unknown },
): Promise<ProxiedAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers = { ...options.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, localAddress, method: options.method ?? 'GET', path: options.path, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
