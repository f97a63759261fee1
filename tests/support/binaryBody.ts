import type supertest from "supertest";

type Parser = Extract<Parameters<supertest.Test["parse"]>[0], (res: never, done: never) => void>;

/** Collects a binary response (a PDF, a .docx) into a Buffer on `response.body`. */
export const binaryBody: Parser = (res, done) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => done(null, Buffer.concat(chunks)));
};
