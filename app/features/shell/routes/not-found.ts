import { redirect } from "react-router";

// Requirements R2.51: any other path redirects to the default route. Ours is the dashboard, which in
// turn sends a signed-out visitor to sign in.
export async function loader() {
  return redirect("/dashboard");
}

export async function action() {
  return redirect("/dashboard");
}
