import { createServer, type AddressInfo } from 'node:net';

/**
 * A TCP port free on 127.0.0.1 at the time of asking, for a server to listen on (the benchmarks
 * and the e2e fixture start the built product on one).
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}
