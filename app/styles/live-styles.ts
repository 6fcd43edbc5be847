import liveStylesHref from "#app/styles/live.css?url";
import liveFlowStylesHref from "#app/styles/live-flow.css?url";

// The live screens' stylesheets (captions, go-live, operator flow). Linked by the console layout and by the
// public routes that show a live sermon, not from root, so that sign-in and the public pages load no CSS
// they do not use (issue 15 item 3; render-blocking CSS cost Lighthouse Performance, issue 14 item 7).
export const liveStyleLinks = [
  { rel: "stylesheet", href: liveStylesHref },
  { rel: "stylesheet", href: liveFlowStylesHref },
];
