import { createServer } from 'node:net';

/** A TCP port free right now on 127.0.0.1, for starting a real server process. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
