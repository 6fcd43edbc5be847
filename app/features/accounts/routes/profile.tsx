import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { PasswordDialog } from "#app/features/accounts/profile/password-dialog.tsx";
import { ProfileForm } from "#app/features/accounts/profile/profile-form.tsx";
import { loadProfile, profileAction } from "#app/features/accounts/profile/profile.server.ts";
import type { Route } from "./+types/profile";

export const handle = pageHandle("nav.profile");
export const loader = ({ request }: Route.LoaderArgs) => loadProfile(request);
export const action = ({ request }: Route.ActionArgs) => profileAction(request);

type ActionData = { result?: SubmissionResult<string[]>; passwordResult?: SubmissionResult<string[]> } | undefined;

export default function Profile({ loaderData: { profile, passwordOpen }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = actionData as ActionData;
  return (
    <section className="panel editor" aria-labelledby="profile-title">
      <h2 id="profile-title" className="editor-head">
        {t("profile.title")}
      </h2>
      <ProfileForm profile={profile} lastResult={data?.result} />
      {passwordOpen || data?.passwordResult ? <PasswordDialog lastResult={data?.passwordResult} /> : null}
    </section>
  );
}
