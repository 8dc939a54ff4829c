import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/domain/constants.ts';
import { CATALOGUE_WORDS, textAt, VOCABULARIES, withText, type Tree } from '../../src/domain/vocabulary/catalogue-bindings.ts';
import type { OrderStageValue } from '../../src/domain/vocabulary/contract-values.ts';
import { MILESTONE_KINDS, milestoneTexts, type MilestoneKind } from '../../src/server/notifications/texts.ts';
import { leaves, readCatalogue } from './catalogues.ts';
import { GLOSSARY_ALLOW_LIST } from './glossary-allow-list.ts';

// Issue 35 items 1 and 2, decision 108: a status word lives once, in src/domain/vocabulary, and the screens' catalogues
// and the server's texts say it as the table does; a Chinese text reads one way in English and one in Korean unless
// the allow-list says why not.

const root = process.cwd();
const bound = new Set(CATALOGUE_WORDS.map((entry) => `${entry.catalogue} ${entry.path}`));
const STATUS_VOCABULARIES = ['orderStage', 'orderState', 'applyStatus'] as const;

describe('the catalogues say the vocabularies’ words (npm run gen:vocabulary)', () => {
  for (const language of LANGUAGES) {
    it(`every bound key of every ${language} catalogue says its table's words`, () => {
      const drifted = CATALOGUE_WORDS.filter((entry) => textAt(JSON.parse(readCatalogue(entry.catalogue, language)) as Tree, entry.path) !== entry.words[language])
        .map((entry) => `${entry.catalogue} ${entry.path}: want ${JSON.stringify(entry.words[language])}`);
      expect(drifted).toEqual([]);
    });
  }

  it('a text edited by hand is drift that the generator puts back, and only that text', () => {
    const entry = CATALOGUE_WORDS.find((candidate) => candidate.vocabulary === 'orderState')!;
    const source = readCatalogue(entry.catalogue, 'zh');
    const edited = withText(source, entry.path, '手写的词');
    expect(textAt(JSON.parse(edited) as Tree, entry.path)).not.toBe(entry.words.zh);
    const regenerated = withText(edited, entry.path, entry.words.zh);
    expect(regenerated).toBe(source);
  });
});

/** The Chinese words of the status vocabularies, with the table each comes from. */
const statusWords = new Map(STATUS_VOCABULARIES.flatMap((name) => Object.values(VOCABULARIES[name]).map((words) => [words.zh, name] as const)));
const statusValues = new Set(STATUS_VOCABULARIES.flatMap((name) => Object.keys(VOCABULARIES[name])));

describe('no screen or server text has its own word for a stage, a state or a status', () => {
  it('a catalogue says a status word only at a key the tables write', () => {
    const own = leaves('zh').filter((leaf) => statusWords.has(leaf.text) && !GENERIC.has(leaf.text) && !bound.has(`${leaf.catalogue} ${leaf.path}`) && !NOT_A_STATUS.has(`${leaf.catalogue} ${leaf.path}`));
    expect(own.map((leaf) => `${leaf.catalogue} ${leaf.path} = ${leaf.text}`)).toEqual([]);
  });

  it('a catalogue key named by a status under a state, stage or status group is written by the tables', () => {
    const group = /(^|\.)(state|states|stage|stages|status|statuses|applyStatus)\.([A-Za-z]+)(\.title)?$/;
    const own = leaves('zh').filter((leaf) => {
      const match = group.exec(leaf.path);
      return match && statusValues.has(match[3]!) && !bound.has(`${leaf.catalogue} ${leaf.path}`) && !NOT_A_STATUS.has(`${leaf.catalogue} ${leaf.path}`);
    });
    expect(own.map((leaf) => `${leaf.catalogue} ${leaf.path} = ${leaf.text}`)).toEqual([]);
  });

  it('the server spells no order-stage, order-state or application-status word: it reads the tables', () => {
    const literals = [...statusWords.keys()].filter((word) => !GENERIC.has(word));
    const found = serverFiles().flatMap(({ path, text }) => literals.filter((word) => text.includes(`'${word}'`) || text.includes(`"${word}"`)).map((word) => `${path}: ${word}`));
    expect(found).toEqual([]);
  });

  it('tables that define an order-stage word: 1, in zh, en and ko, in any quotes', () => {
    const stageWords = Object.values(VOCABULARIES.orderStage).filter((words) => !GENERIC.has(words.zh)).flatMap((words) => LANGUAGES.map((language) => words[language]));
    const quoted = (text: string, word: string) => ["'", '"', '`'].some((quote) => text.includes(`${quote}${word}${quote}`));
    const defining = sourceFiles(join(root, 'src')).filter(({ text }) => stageWords.some((word) => quoted(text, word)));
    expect(defining.map(({ path }) => path)).toEqual(['src/domain/vocabulary/order-stage.ts']);
  });

  it('a milestone that is a stage is titled with the stage and its text says it in the same words, in every language', () => {
    const stages = MILESTONE_KINDS.filter((kind): kind is MilestoneKind & OrderStageValue => kind in VOCABULARIES.orderStage);
    expect(stages).toEqual(['paid', 'accepted', 'inReview', 'issued', 'refused', 'returned', 'collected']);
    const off = stages.flatMap((kind) => LANGUAGES.flatMap((language) => {
      const words = VOCABULARIES.orderStage[kind]![language];
      const { title, body } = milestoneTexts[kind];
      return title[language] === words && body({ orderNo: 'KV1' })[language].includes(words) ? [] : [`${kind} ${language}: want ${words}`];
    }));
    expect(off).toEqual([]);
  });

  it('no file says a stage in the words the tables replaced (decision 108\'s variants)', () => {
    const files = [...sourceFiles(join(root, 'src')), ...catalogueFiles(join(root, 'src'))].filter(({ path }) => !path.startsWith('src/server/db/seed/'));
    const found = files.flatMap(({ path, text }) => RETIRED.filter((word) => text.includes(word)).map((word) => `${path}: ${word}`));
    expect(found).toEqual(STILL_RETIRED_SOMEWHERE);
  });
});

/**
 * Wordings of a stage the tables replaced (decision 108's context) or a text said beside them (签证未获批准 under the
 * title 签证被拒). 护照返还 alone stays: it names the way back a passport takes, not a stage.
 */
const RETIRED = ['护照返还中', '领事馆审理中', '审理中（领事馆）', '使馆审核中', '被拒签', '未获签发', '未获批准', '材料已接收', '已支付，待递交材料', '开票中'];
/** Retired words still said somewhere, each with its reason; the console's result action now says 签证被拒 too. */
const STILL_RETIRED_SOMEWHERE: string[] = [];

/** Words too common to be a vocabulary's own (a reservation, an appointment, a feedback is cancelled or completed too). */
const GENERIC = new Set(['已取消', '已完成', '待支付', '已签名', '已提交', '填写中']);
/** Keys that say a status word about something else: a payment's or a supplement's state, a signature on the phone. */
const NOT_A_STATUS = new Set([
  'features/apply/signing status.signed',
  'features/apply/applicants tasks.status.completed',
  'features/staff supplements.statuses.paid',
  'features/staff supplements.statuses.closed',
  'features/staff payments.statuses.paid',
  'features/staff payments.statuses.pending',
  'features/staff payments.statuses.closed',
  'features/staff payments.statuses.failed',
  'features/invoices status.issued',
  'features/invoices status.failed',
]);

function sourceFiles(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.gen\.ts$/.test(entry.name) ? [{ path: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }] : [];
  });
}
const serverFiles = () => sourceFiles(join(root, 'src', 'server'));
const catalogueFiles = (dir: string): { path: string; text: string }[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const path = join(dir, entry.name);
  if (entry.isDirectory()) return catalogueFiles(path);
  return entry.name.endsWith('.json') && dir.endsWith(`${sep}i18n`) ? [{ path: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }] : [];
});

describe('the glossary: one Chinese text, one English and one Korean rendering', () => {
  const zh = leaves('zh');
  /** Chinese texts with more than one rendering in `language`, each with its renderings. */
  function renderedTwice(language: Language): Map<string, Set<string>> {
    const other = new Map(leaves(language).map((leaf) => [`${leaf.catalogue} ${leaf.path}`, leaf.text]));
    const renderings = new Map<string, Set<string>>();
    for (const leaf of zh) {
      const rendering = other.get(`${leaf.catalogue} ${leaf.path}`);
      if (rendering === undefined) continue;
      renderings.set(leaf.text, (renderings.get(leaf.text) ?? new Set()).add(rendering));
    }
    return new Map([...renderings].filter(([, set]) => set.size > 1));
  }
  const twice = { en: renderedTwice('en'), ko: renderedTwice('ko') };

  for (const language of ['en', 'ko'] as const) {
    it(`every Chinese text reads one way in ${language}, or the allow-list says why not`, () => {
      const unexplained = [...twice[language]].filter(([text]) => !(text in GLOSSARY_ALLOW_LIST)).map(([text, set]) => `${text}: ${[...set].join(' | ')}`);
      expect(unexplained).toEqual([]);
    });
  }

  it('the allow-list names only texts that still read two ways', () => {
    const stale = Object.keys(GLOSSARY_ALLOW_LIST).filter((text) => !twice.en.has(text) && !twice.ko.has(text));
    expect(stale).toEqual([]);
  });
});
