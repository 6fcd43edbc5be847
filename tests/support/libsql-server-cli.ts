// Usage: tsx tests/support/libsql-server-cli.ts FILE TOKEN PORT — the loopback libSQL server of
// libsql-server.ts in a process of its own (its SQLite calls are synchronous: they must not
// block a test runner's event loop).
import { startLibsqlServer } from "./libsql-server.ts";

const [file, token, port] = process.argv.slice(2);
await startLibsqlServer(file!, token!, Number(port));
console.log(`libsql server on ${port}`);
