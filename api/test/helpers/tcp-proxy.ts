import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy between the app and its database that a test can cut and restore, to play a
 * database outage without touching the server others use. `cutWhenSent` cuts the moment the app
 * sends bytes containing a marker (e.g. a table name of an INSERT), mid-transaction.
 */
export class TcpProxy {
  private readonly server = createServer((client) => this.accept(client));
  private readonly sockets = new Set<Socket>();
  private cut = false;
  private marker?: string;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  /** Drops every open connection and refuses new ones until `restore`. */
  cutNow(): void {
    this.cut = true;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /** Cuts as soon as the app sends bytes containing `marker`, before they reach the database. */
  cutWhenSent(marker: string): void {
    this.marker = marker;
  }

  restore(): void {
    this.cut = false;
    this.marker = undefined;
  }

  get isCut(): boolean {
    return this.cut;
  }

  async close(): Promise<void> {
    this.cutNow();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    if (this.cut) {
      client.destroy();
      return;
    }
    const upstream = createConnection(this.targetPort, this.targetHost);
    this.sockets.add(client);
    this.sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (this.marker && chunk.includes(this.marker)) {
        this.cutNow();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  }
}
