// The browser's connection to a sermon room, for the host and for listeners alike. partysocket
// reconnects by itself; before every (re)connection we fetch a fresh token and say which segment
// we saw last, so the room sends exactly what was missed.
import PartySocket from "partysocket";
import { useCallback, useEffect, useRef, useState } from "react";
import { serverMessageSchema, type ClientMessage, type LagReport, type ServerMessage } from "#app/neutral/protocol.ts";

export type RoomStatus = "ready" | "connected" | "disconnected" | "lost";
/** `edited`: an operator corrected it; `behindMs`: how late it left the room (live captions only). */
export type Caption = { seq: number; text: string; untranslated: boolean; edited?: boolean; behindMs?: number };
export type VerseMessage = Extract<ServerMessage, { type: "verse" }>;
export type VerseSuggestion = Extract<ServerMessage, { type: "verseSuggestion" }>;

const MAX_RETRIES = 12;

export function useSermonRoom(options: {
  broadcastId: string | null;
  language: string;
  role: "host" | "operator" | "listener" | "display";
  /** Where to ask for a room token (a display asks with its display token instead of a session). */
  tokenUrl?: string;
  onCaption?: (caption: Caption) => void;
  onAudio?: (clip: { seq: number; src: string }) => void;
  /** The listener wants the server voice's clips (the room sends them to no one else). */
  voice?: boolean;
}) {
  const { broadcastId, language, role } = options;
  const [status, setStatus] = useState<RoomStatus>("ready");
  const [captions, setCaptions] = useState<Caption[]>([]);
  const [preview, setPreview] = useState("");
  const [verses, setVerses] = useState<VerseMessage[]>([]);
  const [suggestions, setSuggestions] = useState<VerseSuggestion[]>([]);
  const [ended, setEnded] = useState(false);
  const socketRef = useRef<PartySocket | null>(null);
  const lastSeq = useRef(-1);
  const [serverVoice, setServerVoice] = useState(false);
  const [originalOnly, setOriginalOnly] = useState(false);
  const [paused, setPaused] = useState(false);
  const [lag, setLag] = useState<LagReport>([]);
  const onCaption = useRef(options.onCaption);
  onCaption.current = options.onCaption;
  const onAudio = useRef(options.onAudio);
  onAudio.current = options.onAudio;

  useEffect(() => {
    if (!broadcastId) return;
    lastSeq.current = -1;
    setCaptions([]);
    setVerses([]);
    setSuggestions([]);
    setEnded(false);
    let host = "";
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
        host = first.host;
        let firstToken: string | null = first.token;
        const socket = new PartySocket({
          host,
          // The web says which room: the sermon's own, or one of its relays (decision 013).
          party: first.party ?? "main",
          room: first.room ?? broadcastId,
          maxRetries: MAX_RETRIES,
          query: async () => {
            const token = firstToken ?? (await fetchToken()).token;
            firstToken = null;
            return { token, lastSeq: String(lastSeq.current) };
          },
        });
        socketRef.current = socket;
        socket.addEventListener("open", () => setStatus("connected"));
        socket.addEventListener("close", () => {
          // partysocket keeps trying; only when it has given up do we ask for a refresh.
          setStatus(socket.retryCount >= MAX_RETRIES ? "lost" : "disconnected");
        });
        socket.addEventListener("message", (event: MessageEvent) => {
          const parsed = serverMessageSchema.safeParse(JSON.parse(String(event.data)));
          if (!parsed.success) return;
          const message = parsed.data;
          if (message.type === "welcome") {
            setServerVoice(message.serverVoice);
            setOriginalOnly(Boolean(message.originalOnly));
            setPaused(Boolean(message.paused));
            if (message.status === "ended") setEnded(true);
          } else if (message.type === "preview") {
            setPreview(message.text);
          } else if (message.type === "segment") {
            const caption: Caption = {
              seq: message.seq,
              text: message.text,
              untranslated: Boolean(message.untranslated),
              ...(message.edited ? { edited: true } : {}),
              ...(message.behindMs !== undefined ? { behindMs: message.behindMs } : {}),
            };
            // An operator's correction of a line already shown replaces it silently: not read aloud again.
            const correction = Boolean(message.edited) && message.seq <= lastSeq.current;
            lastSeq.current = Math.max(lastSeq.current, message.seq);
            // A corrected translation replaces the marked one; a repeat never duplicates.
            setCaptions((all) => {
              const index = all.findIndex((existing) => existing.seq === caption.seq);
              if (index === -1) return [...all, caption].sort((a, b) => a.seq - b.seq);
              const next = all.slice();
              next[index] = caption;
              return next;
            });
            if (!correction) {
              setPreview("");
              onCaption.current?.(caption);
            }
          } else if (message.type === "audio") {
            onAudio.current?.({ seq: message.seq, src: `data:${message.mime};base64,${message.data}` });
          } else if (message.type === "paused") {
            setPaused(message.paused);
            if (message.paused) setPreview("");
          } else if (message.type === "lag") {
            setLag(message.languages);
          } else if (message.type === "verse") {
            setVerses((all) => (all.some((card) => card.id === message.id) ? all : [...all, message]));
          } else if (message.type === "verseSuggestion") {
            setSuggestions((all) => [
              ...all.filter((item) => item.id !== message.id),
              ...(message.resolved ? [] : [message]),
            ]);
          } else if (message.type === "ended") {
            setEnded(true);
          }
        });
      },
      () => setStatus("lost"),
    );
    return () => {
      cancelled = true;
      socketRef.current?.close();
      socketRef.current = null;
      setStatus("disconnected");
    };
  }, [broadcastId, language, role, options.tokenUrl]);

  const send = useCallback((message: ClientMessage) => {
    socketRef.current?.send(JSON.stringify(message));
  }, []);

  // The room keeps "voice" per connection: say it on every (re)connection, and when it changes.
  const voice = Boolean(options.voice);
  const voiceSaid = useRef(false);
  useEffect(() => {
    if (status !== "connected" || (!voice && !voiceSaid.current)) return;
    send({ type: "voice", on: voice });
    voiceSaid.current = voice;
  }, [status, voice, send]);

  return {
    status,
    captions,
    preview,
    ended,
    serverVoice,
    originalOnly,
    paused,
    lag,
    send,
    verses,
    suggestions,
  };
}
