import { redirect } from "react-router";

// The spec: any other path redirects to the default route. Ours is the dashboard, which in
// turn sends a signed-out visitor to sign in.
export async function loader() {
  return redirect("/dashboard");
}

export async function action() {
  return redirect("/dashboard");
}
