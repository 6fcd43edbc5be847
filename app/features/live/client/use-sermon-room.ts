// The browser's connection to a sermon room, for the host and for listeners alike: the socket's
// lifecycle, feeding room-state.ts. partysocket reconnects by itself; before every (re)connection
// we fetch a fresh token and say which segment we saw last, so the room sends exactly what was missed.
// A socket that goes silent without closing is found by heartbeat.ts and opened again.
import PartySocket from "partysocket";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ClientMessage } from "#app/neutral/protocol.ts";
import { watchSocket } from "./heartbeat.ts";
import { initialRoomState, readServerMessage, roomReducer, type Caption, type RoomEvent } from "./room-state.ts";

export type { Caption, VerseMessage } from "./room-state.ts";

const MAX_RETRIES = 12;

export function useSermonRoom(options: {
  broadcastId: string | null;
  language: string;
  role: "host" | "operator" | "listener" | "display" | "interpreter";
  /** Where to ask for a room token (a display asks with its display token instead of a session). */
  tokenUrl?: string;
  onCaption?: (caption: Caption) => void;
  onAudio?: (clip: { seq: number; src: string }) => void;
  /** The listener wants the server voice's clips (the room sends them to no one else). */
  voice?: boolean;
}) {
  const { broadcastId, language, role } = options;
  const [state, setState] = useState(initialRoomState);
  // The reducer runs here, synchronously, not in React's render: the reconnect query needs the
  // newest lastSeq at once, and every line must reach onCaption even when renders are batched.
  const current = useRef(initialRoomState);
  const socketRef = useRef<PartySocket | null>(null);
  const onCaption = useRef(options.onCaption);
  onCaption.current = options.onCaption;
  const onAudio = useRef(options.onAudio);
  onAudio.current = options.onAudio;

  const dispatch = useCallback((event: RoomEvent) => {
    const before = current.current;
    const after = roomReducer(before, event);
    current.current = after;
    setState(after);
    if (after.said && after.said !== before.said) onCaption.current?.(after.said);
  }, []);

  useEffect(() => {
    if (!broadcastId) return;
    dispatch({ type: "connection", change: "connect" });
    let cancelled = false;
    const tokenUrl = options.tokenUrl ?? `/api/room-token?${new URLSearchParams({ broadcastId, language, role })}`;
    const fetchToken = async () => {
      const response = await fetch(tokenUrl, { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`token ${response.status}`);
      return (await response.json()) as { token: string; host: string; party?: string; room?: string };
    };
    void fetchToken().then(
      (first) => {
        if (cancelled) return;
        let firstToken: string | null = first.token;
        const socket = new PartySocket({
          host: first.host,
          // The web says which room: the sermon's own, or one of its relays (decision 013).
          party: first.party ?? "main",
          room: first.room ?? broadcastId,
          maxRetries: MAX_RETRIES,
          query: async () => {
            const token = firstToken ?? (await fetchToken()).token;
            firstToken = null;
            return { token, lastSeq: String(current.current.lastSeq) };
          },
        });
        socketRef.current = socket;
        // One watch per open socket: silent for SILENT_MS, it is closed and opened again (its
        // synthetic close below shows "reconnecting"; the reconnect's lastSeq brings what was missed).
        let watch: ReturnType<typeof watchSocket> | null = null;
        socket.addEventListener("open", () => {
          watch?.stop();
          watch = watchSocket({
            ask: () => socket.send(JSON.stringify({ type: "heartbeat" } satisfies ClientMessage)),
            silent: () => socket.reconnect(),
          });
          dispatch({ type: "connection", change: "open" });
        });
        socket.addEventListener("close", () => {
          watch?.stop();
          watch = null;
          // partysocket keeps trying; only when it has given up do we ask for a refresh.
          dispatch({ type: "connection", change: socket.retryCount >= MAX_RETRIES ? "lost" : "retrying" });
        });
        socket.addEventListener("message", (event: MessageEvent) => {
          watch?.heard();
          const message = readServerMessage(event.data);
          if (message.type === "malformed") console.warn("sermon room: a frame outside the protocol", message.data);
          if (message.type === "audio")
            onAudio.current?.({ seq: message.seq, src: `data:${message.mime};base64,${message.data}` });
          dispatch(message);
        });
      },
      () => dispatch({ type: "connection", change: "lost" }),
    );
    return () => {
      cancelled = true;
      socketRef.current?.close();
      socketRef.current = null;
      dispatch({ type: "connection", change: "closed" });
    };
  }, [broadcastId, language, role, options.tokenUrl, dispatch]);

  const send = useCallback((message: ClientMessage) => {
    socketRef.current?.send(JSON.stringify(message));
  }, []);

  // The room keeps "voice" per connection: say it on every (re)connection, and when it changes.
  const voice = Boolean(options.voice);
  const voiceSaid = useRef(false);
  const { status } = state;
  useEffect(() => {
    if (status !== "connected" || (!voice && !voiceSaid.current)) return;
    send({ type: "voice", on: voice });
    voiceSaid.current = voice;
  }, [status, voice, send]);

  return { ...state, send };
}
