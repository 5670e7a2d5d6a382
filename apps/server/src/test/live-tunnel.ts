import http from 'node:http';
import net from 'node:net';

/**
 * A tunnel held open through a client's socks port, as an app keeps one (decision 108): a download that keeps
 * coming, or a connection that has gone quiet. What the test reads is what the person at the device sees: the bytes
 * that arrive, and the moment the connection is cut.
 */

/** Bytes a streaming response sends per tick, and how often: a slow but never idle download. */
export const STREAM_CHUNK_BYTES = 1024;
export const STREAM_TICK_MS = 100;

export interface TunnelSource {
  /**
   * `/stream` sends a chunk every tick until `pause()`; `/hold` sends its headers and one chunk, then nothing; `/ok`
   * is a whole short answer, for a fetch that checks the account works.
   */
  url(path: '/stream' | '/hold' | '/ok'): string;
  /** Every streaming response stops sending and holds its connection open, as a download the app has paused. */
  pause(): void;
  close(): Promise<void>;
}

export async function startTunnelSource(): Promise<TunnelSource> {
  let paused = false;
  const timers = new Set<NodeJS.Timeout>();
  const chunk = Buffer.alloc(STREAM_CHUNK_BYTES, 'x');
  const server = http.createServer((request, response) => {
    if (request.url === '/ok') {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': 2 });
      response.end('ok');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    response.write(chunk);
    if (request.url !== '/stream') return;
    const timer = setInterval(() => {
      if (paused || response.destroyed) return;
      response.write(chunk);
    }, STREAM_TICK_MS);
    timers.add(timer);
    response.once('close', () => {
      clearInterval(timer);
      timers.delete(timer);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    pause: () => {
      paused = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface OpenTunnel {
  /** Bytes of the response received so far, headers included. */
  readonly received: number;
  /** When the last byte arrived (Date.now()). */
  readonly lastByteAt: number;
  /** When the connection was cut, or null while it is open. */
  readonly closedAt: number | null;
  close(): void;
}

/**
 * A GET through the socks port that stays open until the far side cuts it. Resolves once the first byte of the
 * response is in, so the tunnel is known to carry traffic; rejects if it is refused before that.
 */
export function openTunnel(socksPort: number, url: string, timeoutMs = 5000): Promise<OpenTunnel> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: socksPort });
    let stage: 'greeting' | 'connect' | 'open' = 'greeting';
    let buffer = Buffer.alloc(0);
    const state = { received: 0, lastByteAt: 0, closedAt: null as number | null };
    const tunnel: OpenTunnel = {
      get received() {
        return state.received;
      },
      get lastByteAt() {
        return state.lastByteAt;
      },
      get closedAt() {
        return state.closedAt;
      },
      close: () => socket.destroy(),
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer through socks port ${socksPort} in ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('close', () => {
      state.closedAt = Date.now();
      clearTimeout(timer);
      if (stage !== 'open' || state.received === 0) reject(new Error('the tunnel closed before any answer'));
    });
    socket.on('error', () => {});
    socket.once('connect', () => socket.write(Buffer.from([0x05, 0x01, 0x00])));
    socket.on('data', (data) => {
      if (stage === 'open') {
        state.received += data.length;
        state.lastByteAt = Date.now();
        if (state.received === data.length) {
          clearTimeout(timer);
          resolve(tunnel);
        }
        return;
      }
      buffer = Buffer.concat([buffer, data]);
      if (stage === 'greeting') {
        if (buffer.length < 2) return;
        buffer = buffer.subarray(2);
        stage = 'connect';
        const port = Buffer.alloc(2);
        port.writeUInt16BE(Number(target.port));
        const address = Buffer.from([0x01, ...target.hostname.split('.').map(Number)]);
        socket.write(Buffer.concat([Buffer.from([0x05, 0x01, 0x00]), address, port]));
        return;
      }
      // The v2ray socks inbound grants CONNECT before the node has checked the account (see fetchThroughSocks).
      if (buffer.length < 5) return;
      const addressLength = buffer[3] === 0x01 ? 4 : buffer[3] === 0x04 ? 16 : 1 + (buffer[4] ?? 0);
      if (buffer.length < 6 + addressLength) return;
      stage = 'open';
      const rest = buffer.subarray(6 + addressLength);
      socket.write(`GET ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\n\r\n`);
      if (rest.length > 0) socket.emit('data', rest);
    });
  });
}
