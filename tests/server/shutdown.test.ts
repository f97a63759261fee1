import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { handlersAtWork } from "../../server/shutdown";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose handler waits for `release` before answering (or starts streaming and waits). */
async function serverWithHandler(handler: Parameters<typeof createServer>[1]) {
  server = createServer(handler);
  const working = handlersAtWork(server);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { working, port: (server.address() as AddressInfo).port };
}

/** Sends a request, waits until the server has it, then goes away. */
async function requestAndLeave(port: number, arrived: Promise<void>) {
  const client = request({ host: "127.0.0.1", port, path: "/" });
  client.on("error", () => undefined);
  client.end();
  await arrived;
  client.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("handlers at work when the server stops", () => {
  it("counts a request whose client went away until its handler ends the answer", async () => {
    let release!: () => void;
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { working, port } = await serverWithHandler(async (_request, response) => {
      arrive();
      await new Promise<void>((resolve) => (release = resolve));
      response.end("ok");
    });
    await requestAndLeave(port, arrived);
    expect(working()).toBe(1);
    release();
    await until(() => working() === 0);
    expect(working()).toBe(0);
  });

  it("lets go of an answer that was streaming when its client left", async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { working, port } = await serverWithHandler((_request, response) => {
      response.writeHead(200, { "content-type": "application/octet-stream" });
      response.write("início");
      arrive();
    });
    await requestAndLeave(port, arrived);
    await until(() => working() === 0);
    expect(working()).toBe(0);
  });
});
