import pg from "pg";

/**
 * A PostgreSQL channel (LISTEN/NOTIFY) on a connection of its own, kept open: a pooled connection
 * would stop listening when returned. When the connection drops, it is opened again after a pause
 * and `onReconnected` is told, since whatever was sent meanwhile is lost.
 */
export interface NotificationChannel {
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}

const RETRY_MS = 1_000;

export async function openNotificationChannel(
  connectionString: string,
  channel: string,
  handlers: { onMessage(payload: string): void; onReconnected(): void; logError(message: string): void },
): Promise<NotificationChannel> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) handlers.onMessage(message.payload);
    });
    next.on("error", (error) => {
      handlers.logError(`Canal de avisos entre instâncias caiu: ${error.message}`);
      dropped(next);
    });
    next.on("end", () => dropped(next));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    return next;
  };

  const dropped = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        (next) => {
          if (closed) return void next.end().catch(() => undefined);
          client = next;
          handlers.onReconnected();
        },
        (error: Error) => {
          handlers.logError(`Canal de avisos entre instâncias: nova tentativa falhou (${error.message})`);
          scheduleRetry();
        },
      );
    }, RETRY_MS);
    retry.unref();
  };

  client = await connect();
  return {
    async send(payload) {
      // Without the channel, the change still holds here; the others see it within their caches' lifetimes.
      if (!client) return;
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
