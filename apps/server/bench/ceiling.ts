import fs from 'node:fs';
import http from 'node:http';

/**
 * The ceiling: a bare node:http server that answers every request with one captured response (same status, headers
 * and body bytes as the real server gave), so the only difference left is the work the real server does.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: ceiling.ts <response.json>');
const captured = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  status: number;
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(captured.body, 'base64');
const headers = { ...captured.headers, 'content-length': String(body.length) };

const server = http.createServer((request, response) => {
  // Read the request body (a purchase sends one) before answering, as the real server must.
  request.on('data', () => {});
  request.on('end', () => {
    response.writeHead(captured.status, headers);
    response.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  process.stdout.write(`listening ${address.port}\n`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
