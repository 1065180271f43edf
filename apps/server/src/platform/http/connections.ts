import type { Server, Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * At most `max` open connections from one address (HTTP keep-alive and upgraded WebSockets
 * alike): a client that opens more has the new ones closed at once, before anything is read.
 * One address cannot hold every socket the process may open. Behind a proxy every connection
 * comes from the proxy, so there this cap is off (0) unless set.
 */
export function capConnectionsPerAddress(
  server: Server,
  max: number,
  log: FastifyBaseLogger,
): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      log.warn({ address, max }, 'connection refused: too many open from this address');
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
