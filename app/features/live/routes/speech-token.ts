import { data } from "react-router";
import { prisma } from "#app/utils/db.server.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import { issueSpeechToken } from "#app/features/providers/providers.server.ts";
import type { Route } from "./+types/speech-token";
import { logger } from "#app/utils/logger.server.ts";

// The speaker's browser asks for a short-lived Azure Speech token; the key stays here.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "goLive");
  if (!user.organisationId) return data({ error: "no organisation" }, { status: 404 });
  const organisation = await prisma.organisation.findUniqueOrThrow({ where: { id: user.organisationId } });
  // An organisation's speech location may be a URL: issueSpeechToken sends the key only through the
  // outbound guard (never to a private address, never on through a redirect: decision 028).
  try {
    const issued = await issueSpeechToken(organisation);
    if (!issued) return data({ error: "no speech key" }, { status: 404 });
    return data(issued, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "Azure Speech token refused");
    return data({ error: "speech provider refused" }, { status: 502 });
  }
}
