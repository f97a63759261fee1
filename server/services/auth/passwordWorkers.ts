import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { WorkerPool } from "../common/workerPool";

/**
 * bcrypt in worker threads, one per core (up to 4). bcryptjs is plain JavaScript: on the main
 * thread each sign-in's ~50 ms of hashing would take turns with every other request (a class
 * saving answers, a coordinator's lists); here sign-ins run beside them, on every core.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcryptPath);
parentPort.on("message", ({ id, password, hash, cost }) => {
  try {
    const result = hash === undefined ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) });
  }
});
`;

const bcryptPath = createRequire(import.meta.url).resolve("bcryptjs");
const pool = new WorkerPool(
  Math.max(1, Math.min(4, availableParallelism())),
  () => new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } }),
  "O processo de senhas terminou.",
);

export const hashInWorker = (password: string, cost: number) => pool.run<string>({ password, cost });
export const compareInWorker = (password: string, hash: string) => pool.run<boolean>({ password, hash });
