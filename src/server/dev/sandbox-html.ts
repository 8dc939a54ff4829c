// The sandbox's own pages (outbox, notification queue, back office) share one frame: the red banner that says
// nothing there is real, and the same plain table style. Plain HTML strings, not the React app: these pages must
// work when the app's build is missing and must never reach the production bundle.

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const baseStyle = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b}
.banner{background:#b00020;color:#fff;padding:.75rem 1.25rem;font-weight:700;letter-spacing:.05em}
main{padding:1rem 1.25rem}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.4rem .5rem;text-align:left;vertical-align:top}`;

export interface SandboxPage {
  /** The tab's title after "SANDBOX ". */
  title: string;
  /** What the banner says after "SANDBOX · 沙箱 · 샌드박스 — ". */
  banner: string;
  /** The page's own CSS rules, added to the shared ones. */
  style?: string;
  /** Everything inside <main>, already escaped. */
  main: string;
}

export function sandboxPage({ title, banner, style = '', main }: SandboxPage): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SANDBOX ${escapeHtml(title)} · Visa Portal</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
${baseStyle}
${style}
</style></head>
<body>
<div class="banner" role="banner">SANDBOX · 沙箱 · 샌드박스 — ${escapeHtml(banner)}</div>
<main>
${main}
</main></body></html>`;
}
