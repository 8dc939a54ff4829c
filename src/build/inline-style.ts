// The page's style travels inside the page (decision 132). As a linked file it cost a phone one more round trip
// before anything could paint: the page that the server paints (a visa center, the news, an article) and the sandbox's
// banner waited for it, and on Lighthouse's phone the first paint then also waited for every script that had arrived
// with the style. The portal's whole style is 6 KB compressed, so all of it is inlined rather than a "critical" part
// (a tool such as beasties would split it by the selectors one page uses, but every screen the SPA opens later needs
// the rest, and they would then need the file again). Style that a lazy screen imports (the staff console's) stays
// a file of its own, which Vite's loader links when the screen is asked for. The page keeps a link to the style's file,
// disabled (a disabled style sheet is not fetched): Vite's loader takes a lazy screen's style as loaded when a link to it
// is in the page, and would otherwise fetch and apply the inlined style a second time.
import type { Plugin } from 'vite';
import type { OutputAsset, OutputBundle } from 'rolldown';

const linkedStyle = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

export function inlineStyle(): Plugin {
  return {
    name: 'portal-inline-style',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        return html.replace(linkedStyle, (link, fileName: string) => {
          const asset = bundle[fileName] as OutputAsset | undefined;
          if (asset?.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          // A style element ends at the first "</style" in it, whatever the CSS means there.
          if (/<\/style/i.test(css)) return link;
          return `<style>${css}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
        });
      },
    },
  };
}
