// A libSQL server on loopback for tests: it speaks Hrana 2 over HTTP (`POST /v2/pipeline`, the
// documented protocol of sqld and Turso that @libsql/client uses for http:// and libsql:// URLs)
// and keeps the data in a real SQLite file. It refuses any request without the bearer token, as
// a server with JWT auth does. Each stream (baton) gets its own SQLite connection, so
// transactions behave as on the real server.
import crypto from "node:crypto";
import http from "node:http";
import { createClient, type Client, type InValue, type ResultSet } from "@libsql/client";

type HranaValue =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: number }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };
type Stmt = { sql?: string; sql_id?: number; args?: HranaValue[]; named_args?: { name: string; value: HranaValue }[] };
type Cond =
  { type: "ok" | "error"; step: number } | { type: "not"; cond: Cond } | { type: "and" | "or"; conds: Cond[] };
type HranaRequest =
  | { type: "execute"; stmt: Stmt }
  | { type: "batch"; batch: { steps: { condition?: Cond; stmt: Stmt }[] } }
  | { type: "sequence"; sql?: string; sql_id?: number }
  | { type: "store_sql"; sql_id: number; sql: string }
  | { type: "close_sql"; sql_id: number }
  | { type: "close" };
type Stream = { db: Client; sqls: Map<number, string> };

const fromHrana = (value: HranaValue): InValue => {
  switch (value.type) {
    case "null":
      return null;
    case "integer":
      return BigInt(value.value);
    case "float":
      return value.value;
    case "text":
      return value.value;
    case "blob":
      return new Uint8Array(Buffer.from(value.base64, "base64"));
  }
};

const toHrana = (value: unknown): HranaValue => {
  if (value === null || value === undefined) return { type: "null" };
  if (typeof value === "bigint") return { type: "integer", value: value.toString() };
  if (typeof value === "number") return { type: "float", value };
  if (typeof value === "string") return { type: "text", value };
  return { type: "blob", base64: Buffer.from(value as ArrayBuffer).toString("base64") };
};

const stmtResult = (result: ResultSet) => ({
  cols: result.columns.map((name, index) => ({ name, decltype: result.columnTypes[index] || null })),
  rows: result.rows.map((row) => result.columns.map((_name, index) => toHrana(row[index]))),
  affected_row_count: result.rowsAffected,
  last_insert_rowid: result.lastInsertRowid === undefined ? null : result.lastInsertRowid.toString(),
});

const errorOf = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
  code: (error as { code?: string }).code ?? "SQLITE_ERROR",
});

export async function startLibsqlServer(file: string, token: string, port: number) {
  const streams = new Map<string, Stream>();
  const sqlOf = (stream: Stream, stmt: { sql?: string; sql_id?: number }) =>
    stmt.sql ?? stream.sqls.get(stmt.sql_id!) ?? "";
  const execute = (stream: Stream, stmt: Stmt) =>
    stream.db.execute({
      sql: sqlOf(stream, stmt),
      args: stmt.named_args?.length
        ? Object.fromEntries(stmt.named_args.map(({ name, value }) => [name.replace(/^[:@$]/, ""), fromHrana(value)]))
        : (stmt.args ?? []).map(fromHrana),
    });

  async function handle(stream: Stream, request: HranaRequest): Promise<object> {
    switch (request.type) {
      case "execute":
        return { type: "execute", result: stmtResult(await execute(stream, request.stmt)) };
      case "batch": {
        const results: (object | null)[] = [];
        const errors: (object | null)[] = [];
        const holds = (cond: Cond): boolean => {
          switch (cond.type) {
            case "ok":
              return results[cond.step] != null;
            case "error":
              return errors[cond.step] != null;
            case "not":
              return !holds(cond.cond);
            case "and":
              return cond.conds.every(holds);
            case "or":
              return cond.conds.some(holds);
          }
        };
        for (const step of request.batch.steps) {
          if (step.condition && !holds(step.condition)) {
            results.push(null);
            errors.push(null);
            continue;
          }
          try {
            results.push(stmtResult(await execute(stream, step.stmt)));
            errors.push(null);
          } catch (error) {
            results.push(null);
            errors.push(errorOf(error));
          }
        }
        return { type: "batch", result: { step_results: results, step_errors: errors } };
      }
      case "sequence":
        await stream.db.executeMultiple(sqlOf(stream, request));
        return { type: "sequence" };
      case "store_sql":
        stream.sqls.set(request.sql_id, request.sql);
        return { type: "store_sql" };
      case "close_sql":
        stream.sqls.delete(request.sql_id);
        return { type: "close_sql" };
      case "close":
        return { type: "close" };
    }
  }

  const server = http.createServer(async (req, res) => {
    if (req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401, { "Content-Type": "text/plain" }).end("Unauthorized");
      return;
    }
    if (req.method !== "POST" || req.url !== "/v2/pipeline") {
      res.writeHead(404).end();
      return;
    }
    let body = "";
    for await (const chunk of req) body += chunk;
    const pipeline = JSON.parse(body) as { baton: string | null; requests: HranaRequest[] };
    let stream = pipeline.baton ? streams.get(pipeline.baton) : undefined;
    if (pipeline.baton && !stream) {
      res.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "unknown baton" }));
      return;
    }
    if (pipeline.baton) streams.delete(pipeline.baton);
    if (!stream) {
      stream = { db: createClient({ url: `file:${file}`, intMode: "bigint" }), sqls: new Map() };
      await stream.db.execute("PRAGMA busy_timeout = 10000");
    }
    const results: object[] = [];
    let closed = false;
    for (const request of pipeline.requests) {
      try {
        results.push({ type: "ok", response: await handle(stream, request) });
        if (request.type === "close") closed = true;
      } catch (error) {
        results.push({ type: "error", error: errorOf(error) });
      }
    }
    let baton: string | null = null;
    if (closed) stream.db.close();
    else {
      baton = crypto.randomUUID();
      streams.set(baton, stream);
    }
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ baton, base_url: null, results }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const stream of streams.values()) stream.db.close();
        streams.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
