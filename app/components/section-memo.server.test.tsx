import { renderToString } from "react-dom/server";
import {
  Form,
  Link,
  NavLink,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useFetcher,
} from "react-router";
import { describe, expect, test } from "vitest";
import { sectionMemo } from "./markup-memo.server.ts";
import { MemoisedSection, SectionMemoProvider } from "./section-memo.tsx";

let bodyRenders = 0;

/** A section with what the dashboard's report has: a link, a GET form, a fetcher and text beside text. */
function Body({ count }: { count: number }) {
  bodyRenders++;
  const fetcher = useFetcher({ key: "rankings" });
  return (
    <>
      <Link to="/analytics?range=year&view=users">
        {count} new {count === 1 ? "user" : "users"}
      </Link>
      <Form method="get">
        <input type="date" name="from" defaultValue="2026-01-01" />
      </Form>
      <p>{fetcher.state}</p>
    </>
  );
}

function Page({ count }: { count: number }) {
  return (
    <main>
      <h1>Dashboard</h1>
      <MemoisedSection memoKey={`test-${count}`} className="stack-lg">
        {() => <Body count={count} />}
      </MemoisedSection>
      {/* As the console's menu: an aside with its own id and handlers, links that know the page they are on. */}
      <MemoisedSection as="aside" memoKey={`menu-${count}`} id="sidebar" className="sidebar" onMouseEnter={() => {}}>
        {() => (
          <nav>
            <NavLink to="/dashboard">Dashboard</NavLink>
            <NavLink to="/events">Events</NavLink>
          </nav>
        )}
      </MemoisedSection>
    </main>
  );
}

/** The page rendered on the server inside a data router, as React Router's server render does it. */
async function render(count: number, memo: boolean) {
  const routes = [{ id: "dashboard", path: "/dashboard", element: <Page count={count} /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/dashboard?range=year"));
  if (context instanceof Response) throw new Error("the route answered with a redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  return renderToString(memo ? <SectionMemoProvider value={sectionMemo}>{page}</SectionMemoProvider> : page);
}

describe("MemoisedSection", () => {
  test("writes the same markup as the section rendered in the page, so the browser hydrates it", async () => {
    const direct = await render(3, false);
    expect(direct).toContain('href="/analytics?range=year&amp;view=users"');
    expect(direct).toContain("<!-- -->");
    expect(direct).toContain('<aside id="sidebar" class="sidebar"><nav><a aria-current="page" class="active"');
    expect(await render(3, true)).toBe(direct);
  });

  test("renders the section once per key and reuses its markup", async () => {
    await render(7, true);
    const before = bodyRenders;
    const again = await render(7, true);
    expect(bodyRenders).toBe(before);
    expect(again).toContain("7<!-- --> new <!-- -->users");
    const other = await render(1, true);
    expect(bodyRenders).toBe(before + 1);
    expect(other).toContain("1<!-- --> new <!-- -->user<");
  });
});
