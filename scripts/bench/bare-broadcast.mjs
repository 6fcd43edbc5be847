// A bare `ws` broadcast server: the baseline the sermon room is compared with. Every message
// from any client is sent to every other client, nothing else.
import { WebSocketServer } from "ws";

const server = new WebSocketServer({ port: Number(process.argv[2] ?? 0), host: "127.0.0.1" });
server.on("listening", () => console.log(JSON.stringify({ port: server.address().port })));
server.on("connection", (socket) => {
  socket.on("message", (data) => {
    const text = data.toString();
    for (const client of server.clients) if (client !== socket) client.send(text);
  });
});
