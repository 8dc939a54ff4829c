// What the page names for the browser to fetch with it (issue 18).
// - Every page: the entry (src/app/main.tsx) loads React and then the portal's start module by dynamic import, so
//   that their evaluation is split into tasks; Vite names in index.html only what the entry imports statically, so
//   every file those two steps import statically gets a modulepreload link too, fetched with the page instead of one
//   round trip after the entry ran.
// - Article pages, the flow's steps and the sign-in pages (decision 066): their screen's files were asked for only
//   once the entry had run, and those files' own imports a round trip later. The page cannot name them for every
//   address (every other page would pay), so the build writes which addresses are which and which files their
//   screen needs (page-hints.json), and the server adds those links (and an article page's article) to the page it
//   sends for such an address. Named in the page, they are also not added one by one by Vite's preload helper as
//   the router asks for the screen: each link it added cost the phone's main thread about 3 ms (decision 067).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { articleDetailRoutes, articleListPath, articleTypeOfRoute, singleArticleRoutes } from '../lib/article-types.ts';
import { routePaths, VISA_GUIDE_PATH } from '../lib/route-paths.ts';
import { flowRouteNames } from '../domain/route-names.ts';
import { signInRouteNames } from '../features/account/account-route-names.ts';
import { modulePreloadLink, PAGE_HINTS_FILE, type PageGroup, type PageHints } from './page-hints-file.ts';
import { languageFiles, namedFiles, staticClosure } from './static-closure.ts';
import { LANGUAGES } from '../domain/constants.ts';
import { paintTexts } from './paint-texts.ts';

const startSteps = [/\/src\/app\/react-runtime\.ts$/, /\/src\/app\/start\.tsx$/];
// What the router loads for an article route (src/app/router.tsx: the whole lazy table, the screen, the query layer).
const articleScreen = [/\/src\/app\/screen-loaders\.ts$/, /\/src\/features\/content\/article-route\.tsx$/, /\/src\/app\/query\.tsx$/];
// What the router loads for a page that shows the newest article of a type (decision 128).
const singleArticleScreen = [/\/src\/app\/screen-loaders\.ts$/, /\/src\/features\/content\/single-article-page\.tsx$/, /\/src\/app\/query\.tsx$/];
// What a flow step loads before its host can pick the step's screen (flow-routes.ts: the flow's table, the host, the
// sign-in guard, the texts' loaders, the query layer). The step's own screen depends on the restored application; the
// visa type step's, where a new application starts, is asked for once its title is on the screen (flow-entry.tsx,
// decision 132): named here too, it shared a phone's network with what the title needs (its title came 0.5 s later).
const flowHost = [
  /\/src\/features\/apply\/flow\/flow-routes\.ts$/, /\/src\/features\/apply\/flow\/flow-entry\.tsx$/,
  /\/src\/features\/apply\/flow\/flow-route\.tsx$/, /\/src\/lib\/session-guard\.tsx$/,
  /\/src\/features\/apply\/flow\/strings\.ts$/, /\/src\/ui\/form\/strings\.ts$/, /\/src\/app\/query\.tsx$/,
];

// What a flow step's heading needs before the host (flow-routes.ts): the flow's table, the host's entry, the guard, the
// texts and the query layer the route waits for.
const flowEntry = [
  /\/src\/features\/apply\/flow\/flow-routes\.ts$/, /\/src\/features\/apply\/flow\/flow-entry\.tsx$/, /\/src\/lib\/session-guard\.tsx$/,
  /\/src\/features\/apply\/flow\/strings\.ts$/, /\/src\/ui\/form\/strings\.ts$/, /\/src\/app\/query\.tsx$/,
];
// A documents or form step and the order's payment show their heading from their address while the host loads (flow-routes.ts,
// decision 131): the page names what that heading needs, the entry's and the feature's heading with its texts, not the
// host itself (its statecharts and rules), which the entry asks for once the heading has painted (decision 071).
const headingFromAddress = (feature: string): RegExp[] => [
  ...flowEntry,
  new RegExp(`/src/features/apply/${feature}/strings\\.ts$`), new RegExp(`/src/features/apply/${feature}/[a-z-]*heading\\.tsx$`),
];

// What the invoices page paints first, its heading and intro (decision 131): the route table, the heading-first wrapper
// and the page's frame with its texts. Its lists' code comes once that has painted.
const invoicesHeading = [
  /\/src\/app\/screen-loaders\.ts$/, /\/src\/app\/heading-first\.tsx$/,
  /\/src\/features\/invoices\/invoice-list-frame\.tsx$/, /\/src\/features\/invoices\/strings\.ts$/,
];

// What a sign-in page loads before its heading (screen-tables.ts: the account table, the heading-first wrapper and its
// form page, the texts' loaders, the graphic code's first picture). Its screen (the form library, the query layer, the
// page's own module) is asked for once the heading has painted (decision 104): named here, it would be fetched before
// the heading and share the phone's bandwidth with what the heading needs.
const signInScreen = [
  /\/src\/features\/account\/account-routes\.ts$/, /\/src\/app\/heading-first\.tsx$/, /\/src\/features\/account\/strings\.ts$/,
  /\/src\/ui\/form\/strings\.ts$/, /\/src\/ui\/form\/captcha-drawing\.ts$/,
];

// A page the server paints (decision 107) names only the entry's files, not those its screen takes it over with: its
// text is readable before any script runs, so the take-over's files (25.8 KB, decision 107) would only share the phone's bandwidth
// with the page's style and the entry; the router asks for them once the entry has run.

export function pagePreloads(): Plugin {
  let hints: PageHints | undefined;
  return {
    name: 'portal-page-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const links = staticClosure(bundle, startSteps, namedFiles(html)).map(modulePreloadLink);
        const page = html.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
        const group = (paths: string[], modules: RegExp[]): PageGroup => ({ paths, preload: staticClosure(bundle, modules, namedFiles(page)) });
        const screenGroup = (paths: string[], modules: RegExp[]): PageGroup => {
          const { preload } = group(paths, modules);
          // The texts the screen's modules load, also those of modules the page itself names (the account's texts
          // module may travel with the shell): the language files are never named by the page.
          const needs = staticClosure(bundle, modules, new Set());
          return { paths, preload, texts: Object.fromEntries(LANGUAGES.map((language) => [language, languageFiles(bundle, needs, language)])) };
        };
        hints = {
          articlePages: group(articleDetailRoutes.map((name) => routePaths[name]), articleScreen),
          singleArticlePages: {
            ...group(singleArticleRoutes.map((name) => routePaths[name]), singleArticleScreen),
            typeCodes: singleArticleRoutes.map((name) => articleTypeOfRoute[name]),
          },
          // An article's screen has its texts in the shell's (it loads no language file; the texts' modules its
          // table reaches statically are for other routes), so its group names none.
          screenPages: [
            screenGroup([routePaths.saveBasicInfo], headingFromAddress('documents')),
            screenGroup([routePaths.saveApplyInfo], headingFromAddress('form-steps')),
            screenGroup([routePaths.confirmPay], headingFromAddress('payment')),
            screenGroup(flowRouteNames.map((name) => routePaths[name]), flowHost),
            screenGroup(signInRouteNames.map((name) => routePaths[name]), signInScreen),
            screenGroup([routePaths.invoiceList], invoicesHeading),
          ],
          paintedPages: {
            visaCenters: { paths: [routePaths.visaCenter], preload: [] },
            // The lists' first page (decision 113); an article's address is an article page above.
            news: { paths: [articleListPath('news')], preload: [] },
            faq: { paths: [articleListPath('faq')], preload: [] },
            visaGuide: { paths: [VISA_GUIDE_PATH], preload: [] },
          },
          paintTexts: paintTexts(),
        };
        return page;
      },
    },
    writeBundle(options) {
      if (!hints || !options.dir) return;
      const file = join(options.dir, PAGE_HINTS_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(hints, null, 2));
    },
  };
}
