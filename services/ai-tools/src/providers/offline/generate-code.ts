import type { TCodeCategory, TCodeLanguage } from '@readiness/contracts/ai-tools';
import MiniSearch from 'minisearch';
import { CODE_TEMPLATES, type CodeTemplate } from './templates/index.ts';

const COMMENT: Record<TCodeLanguage, string> = {
  python: '#',
  javascript: '//',
  typescript: '//',
  java: '//',
  'c++': '//',
};

const HOW_TO_RUN: Record<TCodeLanguage, string> = {
  python: 'Run it with `python3 main.py` (standard library only).',
  javascript: 'It is an ES module for Node.js 20+: save it as `main.mjs` and run `node main.mjs`.',
  typescript: 'Compile it with `tsc --strict` (or run it with `npx tsx main.ts`); it needs no packages.',
  java: 'Run it with `java Main.java` (Java 17+, single-file source launcher; the classes are package-private).',
  'c++': 'Build it with `g++ -std=c++17 -O2 main.cpp -o main` and run `./main` (standard library only).',
};

/**
 * Text that cannot end or escape a one-line comment in any of the five languages: no line terminators (including
 * U+2028/U+2029, which JavaScript counts), no control characters, no backslash (a C++ line continuation, a Java
 * `\u000a` escape), no `??` (a C++ trigraph in strict modes); Java's non-ASCII becomes `\uXXXX` escapes, which
 * javac reads the same whatever the platform's encoding.
 */
export function commentSafe(text: string, language: TCodeLanguage): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  let safe = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/g, ' ').replace(/\?\?/g, '? ?');
  if (language === 'java')
    safe = safe.replace(
      /[^\u0020-\u007e]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  return safe.replace(/\s+/g, ' ').trim();
}

/** Splits a line into pieces of at most `width` characters, at spaces when it can. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (!word) continue;
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = '';
    }
    let rest = word;
    if (rest.length > width) {
      if (current) lines.push(current);
      current = '';
      // Cut long words into pieces, never inside a Java \uXXXX escape.
      let piece = '';
      for (const unit of rest.match(/\\u[0-9a-f]{4}|[\s\S]/g) ?? []) {
        if (piece.length + unit.length > width) {
          lines.push(piece);
          piece = '';
        }
        piece += unit;
      }
      rest = piece;
    }
    current = current ? `${current} ${rest}` : rest;
  }
  if (current) lines.push(current);
  return lines;
}

/** Words every request shares (what is asked, not which code): they never pick a template on their own. */
const GENERIC = new Set(
  (
    'a an and the of for to in on with from by my our your we i it this that is are be as at or into using use ' +
    'write create build make code program script function class implement simple small please want need should ' +
    'can could would get give me some any data model api customer user client app'
  ).split(' '),
);

/** A light stemmer, so that "retries" finds "retry" and "classifier" finds "classif". */
const stem = (term: string): string | null => {
  let word = term.toLowerCase();
  if (word.length < 2 || GENERIC.has(word)) return null;
  if (word.length > 4 && word.endsWith('ies')) word = `${word.slice(0, -3)}y`;
  else if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us'))
    word = word.slice(0, -1);
  return GENERIC.has(word) ? null : word;
};

interface IndexedTemplate {
  id: string;
  title: string;
  tags: string;
  description: string;
  keywords: string;
}

/**
 * Retrieval over the library (BM25 over titles, tags, docstrings and keywords, fuzzy for typos, prefixes for
 * stems such as "classif"), built once.
 */
const index = new MiniSearch<IndexedTemplate>({
  fields: ['title', 'tags', 'description', 'keywords'],
  storeFields: [],
  tokenize: (text) => text.split(/[^\p{L}\p{N}+#]+/u),
  processTerm: stem,
  searchOptions: {
    processTerm: stem,
    boost: { keywords: 3, title: 2, tags: 2, description: 1 },
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (term.length > 5 ? 0.2 : false),
    combineWith: 'OR',
  },
});
index.addAll(
  CODE_TEMPLATES.map((template) => ({
    id: template.id,
    title: template.title,
    tags: template.tags.join(' ').replace(/-/g, ' '),
    description: template.description,
    keywords: template.keywords.join(' '),
  })),
);
const byId = new Map(CODE_TEMPLATES.map((template) => [template.id, template]));

/** The least score a template must reach to count as close to a description (measured on generate-code.test.ts). */
const MIN_SCORE = 6;
/** A template of the chosen category weighs this much more than one of another category of the language. */
const CATEGORY_BOOST = 2;

/**
 * The template of the language closest to a description, chosen by retrieval (the chosen category first), with
 * the description's words it matched; null when none is close ("no close template").
 */
export function pickTemplate(
  description: string,
  language: TCodeLanguage,
  category: TCodeCategory,
): { template: CodeTemplate; matched: string[] } | null {
  const results = index.search(description, {
    filter: (result) => byId.get(String(result.id))?.language === language,
    boostDocument: (id) => (byId.get(String(id))?.category === category ? CATEGORY_BOOST : 1),
  });
  const [best] = results;
  if (!best || best.score < MIN_SCORE) return null;
  return { template: byId.get(String(best.id))!, matched: best.queryTerms };
}

/** Words that never name the subject of a request: the languages, and what any request of a kind says. */
const NOT_A_SUBJECT = new Set(
  (
    'python javascript typescript java cpp node nodejs rest http https json client clients api apis sdk wrapper ' +
    'service server endpoint endpoints request requests fetch fetcher call calls with without retry retries ' +
    'timeout timeouts backoff the a an for to of and our my your new simple small basic quick'
  ).split(' '),
);

const KIND_WORDS = new Set(
  'rest http https json client clients api apis sdk wrapper service server endpoint endpoints request requests fetch fetcher call calls retry retries'.split(
    ' ',
  ),
);

const RESERVED = new Set(
  (
    'abstract class const function interface new return this static void public private protected import export ' +
    'default extends implements enum final int long double float boolean char byte short def lambda none true ' +
    'false null undefined object string number'
  ).split(' '),
);

/**
 * The subject a description names for the code (`exchange-rate API client with retries` → ["exchange", "rate"]):
 * the words before the first word of the kind of code ("API", "client"…, else one that matched the template),
 * else those after "for"/"to" up to such a word.
 * At most three ASCII words, none a language or a word any request of the kind uses; empty when there is none.
 */
export function subjectOf(description: string, matched: readonly string[]): string[] {
  const words = description
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  // Where the kind of code begins: a word that matched the template, or one any request of the kind uses.
  const isMatched = (word: string) =>
    KIND_WORDS.has(word) ||
    matched.some((term) => word === term || (term.length >= 4 && word.startsWith(term)));
  const subjectWords = (run: string[]) =>
    run.filter((word) => /^[a-z]+$/.test(word) && !NOT_A_SUBJECT.has(word) && !GENERIC.has(word));
  const kind = words.findIndex((word) => KIND_WORDS.has(word));
  const first = kind >= 0 ? kind : words.findIndex(isMatched);
  if (first > 0) {
    const before = subjectWords(words.slice(0, first)).slice(-3);
    if (before.length > 0) return before;
  }
  const linker = words.findIndex((word) => word === 'for' || word === 'to');
  if (linker >= 0) {
    const after = words.slice(linker + 1);
    const end = after.findIndex(isMatched);
    return subjectWords(end >= 0 ? after.slice(0, end) : after.slice(0, 3)).slice(0, 3);
  }
  return [];
}

/**
 * The template's code with its renamable names adapted to the description's subject, where that is safe: the new
 * name is a plain identifier, not a keyword, not already in the code. Returns the code and the renames made.
 */
export function adaptNames(
  template: CodeTemplate,
  description: string,
  matched: readonly string[],
): { code: string; renamed: Array<[from: string, to: string]> } {
  const subject = subjectOf(description, matched);
  if (!template.rename || subject.length === 0) return { code: template.code, renamed: [] };
  const pascal = subject.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  let code = template.code;
  const renamed: Array<[string, string]> = [];
  for (const [from, pattern] of Object.entries(template.rename)) {
    const to = pattern.replace('{Subject}', pascal);
    const safe =
      /^[A-Za-z][A-Za-z0-9]{0,47}$/.test(to) &&
      !RESERVED.has(to.toLowerCase()) &&
      to !== from &&
      !new RegExp(`\\b${to}\\b`).test(code);
    if (!safe) continue;
    code = code.replace(new RegExp(`\\b${from}\\b`, 'g'), to);
    renamed.push([from, to]);
  }
  return { code, renamed };
}

/**
 * The offline generator: the closest vetted template, headed by a comment that carries the request (made safe for
 * a comment, so the answer still compiles whatever the description holds), and an explanation that says it is the
 * offline mode; or, when no template is close, no code and a plain "no close template". Either way it is the free
 * library's code, so it costs no prompt (`charged: false`). Nothing is ever executed.
 */
export function generateCodeOffline(input: {
  description: string;
  language: TCodeLanguage;
  category: TCodeCategory;
}): {
  language: TCodeLanguage;
  code: string;
  explanation: string;
  templateId: string | null;
  charged: false;
} {
  const picked = pickTemplate(input.description, input.language, input.category);
  if (!picked)
    return {
      language: input.language,
      code: '',
      explanation: `Nothing in the offline library of ${input.language} templates matches your description closely enough, so no code was generated and no prompt was used. Try other words or another category, or browse the Code Templates tab. Once an AI model is connected to AI Readiness, code is written for your exact description instead.`,
      templateId: null,
      charged: false,
    };
  const { template, matched } = picked;
  const adapted = adaptNames(template, input.description, matched);
  const mark = COMMENT[input.language];
  const request = wrap(commentSafe(input.description, input.language), 96);
  const header = [
    `${mark} Generated by AI Readiness in offline mode from the vetted template "${template.title}".`,
    `${mark} Request:`,
    ...request.map((line) => `${mark}   ${line}`),
    `${mark} Language: ${input.language}; category: ${template.category}. Review and adapt before use.`,
    '',
  ].join('\n');
  const otherCategory =
    template.category === input.category
      ? ''
      : ` It comes from the ${template.category} templates, closer to your description than any ${input.category} one.`;
  const explanation = [
    `Offline mode (no AI provider is configured): this answer is the vetted template “${template.title}” for ${input.language}, the closest to your description (it matched on: ${matched.join(', ')}).${otherCategory}`,
    adapted.renamed.length > 0
      ? `It is the free Code Templates library's code with ${adapted.renamed.map(([from, to]) => `${from} renamed ${to}`).join(', ')} after your description, so no prompt was used.`
      : 'It is the same code as in the free Code Templates library, so no prompt was used.',
    `${template.description}`,
    HOW_TO_RUN[input.language],
    'Rename the functions and replace the sample data with yours. Once an AI model is connected to AI Readiness, code is written for your exact description instead.',
  ].join(' ');
  return {
    language: input.language,
    code: header + adapted.code,
    explanation,
    templateId: template.id,
    charged: false,
  };
}

/**
 * Code as compared with the library: lines without their trailing spaces, without blank lines, and without the
 * comment lines that lead it (a header such as the offline answer's, or a model's "Here is…" comment).
 */
function comparable(code: string): string {
  const lines = code
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  let first = 0;
  while (first < lines.length && /^\s*(#|\/\/)/.test(lines[first]!)) first += 1;
  return lines.slice(first).join('\n');
}

const FREE_CODE = new Set(CODE_TEMPLATES.map((template) => comparable(template.code)));

/**
 * Whether a code answer is one of the free Code Templates (whatever its leading comments, blank lines and
 * trailing spaces): such an answer never spends a prompt, whoever wrote it.
 */
export function isFreeTemplateCode(code: string): boolean {
  return FREE_CODE.has(comparable(code));
}
