// The room's entry points for words never shown (issue 42): every client message that carries text
// is masked here, once, before the room stores, translates, previews or forwards any of it.
import type { ClientMessage } from "#app/neutral/protocol.ts";
import { maskEach, type Masker } from "./masker.ts";

/** `message` with its text masked (the source language's list, or the line's own language's), and what was masked. */
export function maskClientMessage(
  message: ClientMessage,
  masker: Masker,
  sourceLanguage: string,
): { message: ClientMessage; masked: string[] } {
  switch (message.type) {
    case "interim":
    case "final":
    case "correct": {
      const { text, masked } = masker(message.text, sourceLanguage);
      return { message: masked.length ? { ...message, text } : message, masked };
    }
    case "correctTranslation": {
      const { text, masked } = masker(message.text, message.language);
      return { message: masked.length ? { ...message, text } : message, masked };
    }
    case "prepared": {
      const masked: string[] = [];
      const text = masker(message.text, sourceLanguage);
      masked.push(...text.masked);
      const reviewed = message.reviewed && {
        ...message.reviewed,
        lines: message.reviewed.lines.map((line) => {
          const said = masker(line.said, message.reviewed!.from);
          const renderings = maskEach(masker, line.renderings);
          masked.push(...said.masked, ...renderings.masked);
          return { said: said.text, renderings: renderings.texts };
        }),
      };
      return { message: masked.length ? { ...message, text: text.text, reviewed } : message, masked };
    }
    default:
      return { message, masked: [] };
  }
}
