import { recordingApp, type Statement } from "./recordingApp";

/** Records the statements of the app's calls and picks the one a bare handler is held to. */
export async function statementRecorder(databaseUrl: string, sessionSecret: string) {
  const app = await recordingApp(databaseUrl, sessionSecret);
  const { base, pool } = app;
  return {
    /**
     * The statements of one request, in order: the first time (`cold`) and the next (`steady`,
     * what the load sees once the app keeps a signed-in token or a list's total).
     */
    async statementsOf(path: string, token: string): Promise<{ cold: Statement[]; steady: Statement[] }> {
      const passes: Statement[][] = [];
      for (let pass = 0; pass < 2; pass++) {
        app.take();
        const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        passes.push(app.take());
      }
      return { cold: passes[0], steady: passes[1] };
    },
    /**
     * The request's main query: of the reads it runs in the steady state, the one that takes
     * longest (median of 5 runs after a warm-up, prepared when the app prepares it), which a bare
     * handler is held to. A call the app answers from memory (figures) is held to its cold reads.
     */
    async mainStatementOf(path: string, token: string): Promise<Statement> {
      const isRead = (statement: Statement) => /^\s*(select|with|\()/i.test(statement.text);
      const { cold, steady } = await this.statementsOf(path, token);
      const reads = steady.some(isRead) ? steady.filter(isRead) : cold.filter(isRead);
      let slowest = { statement: reads[0], ms: -1 };
      for (const [index, statement] of reads.entries()) {
        const client = await pool.connect();
        const named = {
          name: statement.prepared ? `main_${index}_${Date.now()}` : undefined,
          text: statement.text,
          values: statement.values,
        };
        await client.query(named);
        const times: number[] = [];
        for (let run = 0; run < 5; run++) {
          const started = performance.now();
          await client.query(named);
          times.push(performance.now() - started);
        }
        client.release();
        const median = times.sort((a, b) => a - b)[2];
        if (median > slowest.ms) slowest = { statement, ms: median };
      }
      if (!slowest.statement) throw new Error(`${path}: nenhuma consulta registrada`);
      return slowest.statement;
    },
    close: app.close,
  };
}
