// npm run dev — the same web server as npm start and production (server/app.ts), with Vite in
// front: it serves the browser's modules with hot reload and loads the server's code afresh
// after each edit. Plain JavaScript so Node runs it as it is.
import http from "node:http";
import express from "express";
import { createServer } from "vite";

const port = Number(process.env.PORT ?? 3000);
const vite = await createServer({ server: { middlewareMode: true } });
const app = express();
app.disable("x-powered-by");
app.use(vite.middlewares);
app.use(async (req, res, next) => {
  try {
    const source = await vite.ssrLoadModule("./server/app.ts");
    source.handleDevRequest(req, res, next);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    next(error);
  }
});
const server = http.createServer(app);
const { guardServer } = await vite.ssrLoadModule("./app/utils/http-guard.server.ts");
guardServer(server);
server.listen(port, () => console.log(`Every Tongue (development): http://localhost:${port}`));
