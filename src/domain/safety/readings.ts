import { characters as CONFUSABLES } from 'confusables';
import { eld } from 'eld/small';
import { Converter } from 'opencc-js/t2cn';
import { markNames } from './names.ts';

/*
 * Every way an ask can be read. Tricks (look-alike letters from other
 * scripts, zero-width characters, s p a c e d letters, l33t, encoded
 * segments) are undone here once, so the rules and the classifier judge
 * plain text and never need to know about them.
 */

/** Invisible characters that split words without showing: zero-width, soft hyphen, bidi controls. */
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;
/** Accents on Latin letters and the Devanagari nukta (written or left out at will: फ़्लैट, फ्लैट), stripped after NFD; Japanese dakuten and other Devanagari signs stay. */
const DROPPED_MARKS = /[\u0300-\u036f\u093c]/g;
/** Scripts the review reads natively: their characters are never folded to Latin look-alikes. */
const NATIVE_SCRIPT = /[\u0900-\u097f\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]/;

/** Unicode's confusables, reversed into one map from a look-alike to the Latin letter or digit it imitates. */
const FOLD: ReadonlyMap<string, string> = (() => {
  const fold = new Map<string, string>();
  for (const [latin, lookalikes] of CONFUSABLES) {
    if (latin.length !== 1 || !/[a-z0-9]/i.test(latin)) continue;
    for (const char of lookalikes) {
      if (!NATIVE_SCRIPT.test(char) && char !== latin && !/[a-z0-9]/i.test(char)) fold.set(char, latin.toLowerCase());
    }
  }
  return fold;
})();

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i', '|': 'l', '+': 't' };
const LEET_TOKEN = /[\p{L}\p{N}@$!|+]+/gu;
/** Three or more single letters with the same separator between them: "f o l l o w", "w.o.m.a.n", "f-o-l-l-o-w". */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}([ .*_\-·/]{1,2})(?:\p{L}\1){2,}\p{L}(?![\p{L}\p{N}])/gu;
const LETTER_RUN = /(\p{L})\1{2,}/gu;

/** Encoded segments hiding a sentence: base64, hex, percent-encoding, HTML entities, \u escapes. */
const BASE64 = /[A-Za-z0-9+/_-]{12,}={0,2}/g;
const HEX = /(?:(?:0x|\\x)?[0-9a-fA-F]{2}[\s:]?){8,}/g;
const PERCENT = /\S*(?:%[0-9a-fA-F]{2}\S*){2,}/g;
const ENTITY = /&#(x[0-9a-f]+|\d+);/gi;
const UNICODE_ESCAPE = /\\u\{?([0-9a-fA-F]{4,6})\}?/g;

export type Readings = {
  /** The language the ask is written in (ISO 639-1), or "und" when it cannot tell. */
  language: string;
  /** The ask as written, lower case, compatibility forms, no invisible characters or Latin accents. */
  plain: string;
  /** Distinct readings to judge: plain, folded (look-alikes, spacing, leetspeak, repeated letters undone), and each decoded segment. */
  texts: string[];
  /** The same readings of the question alone, without the location string. */
  questionTexts: string[];
};

/** The text without Latin accents or nukta: the review's vocabulary is written in the same form. */
export const withoutDroppedMarks = (text: string): string => text.normalize('NFD').replace(DROPPED_MARKS, '').normalize('NFC');

/** Lower case, NFKC, no invisible characters, no accents on Latin letters, one space between words. */
export function plainText(text: string): string {
  return joinSpacedWords(withoutDroppedMarks(text.normalize('NFKC').replace(INVISIBLE, '')))
    .toLowerCase()
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters spaced out with wider gaps between the words ("s i g u e   a l   n i ñ o"): read before spaces collapse, or the words would run together. */
const SPACED_WORDS = /(?<![\p{L}\p{M}\p{N}])(?:[\p{L}\p{M}\p{N}] )+[\p{L}\p{M}\p{N}](?: {2,}(?:[\p{L}\p{M}\p{N}] )*[\p{L}\p{M}\p{N}])+(?![\p{L}\p{M}\p{N}])/gu;
const joinSpacedWords = (text: string): string =>
  text.replace(SPACED_WORDS, (run) => run.split(/ {2,}/).map((word) => word.replace(/ /g, '')).join(' '));

/** Han characters, and the kana that tell Japanese (whose kanji keep their forms) from Chinese. */
const HAN = /[\u4e00-\u9fff]/;
const KANA = /[\u3040-\u30ff]/;
let toSimplified: ((text: string) => string) | undefined;

/** Traditional Chinese written in simplified characters (OpenCC's tables), so one vocabulary reads both; Japanese is left alone. */
function simplifiedChinese(text: string): string {
  if (!HAN.test(text) || KANA.test(text)) return text;
  toSimplified ??= Converter({ from: 'tw', to: 'cn' });
  return toSimplified(text);
}

/** A word that mixes Latin letters with look-alikes from another script: "сhесk". */
const mixesScripts = (text: string): boolean =>
  text.split(' ').some((word) => /[a-z]/.test(word) && [...word].some((char) => FOLD.has(char) && !/\p{Script=Latin}/u.test(char)));

/** A plain reading and its folded one; a reading with look-alike letters inside Latin words is judged folded only (its plain form breaks the innocent phrases the rules set aside: "оpen house"). */
const plainAndFolded = (plain: string): string[] => (mixesScripts(plain) ? [foldedText(plain)] : [plain, foldedText(plain)]);

/** The text with look-alike letters folded to Latin, spaced letters joined, leetspeak and stretched letters undone, traditional Chinese simplified. */
export function foldedText(plain: string): string {
  const folded = simplifiedChinese([...plain].map((char) => FOLD.get(char) ?? char).join(''));
  return folded
    .replace(SPACED_LETTERS, (run) => run.replace(/[ .*_\-·/]/g, ''))
    .replace(LEET_TOKEN, (token) => (isLeet(token) ? [...token].map((char) => LEET[char] ?? char).join('') : token))
    .replace(LETTER_RUN, '$1$1');
}

/** A word mixing letters with digits or symbols, but not a number with a unit or an ordinal ("5th", "10am", "4b"). */
function isLeet(token: string): boolean {
  return /\p{L}/u.test(token) && /[0-9@$!|+]/.test(token) && !/^\d+\p{L}{1,3}$/u.test(token);
}

/** Each segment of the text that decodes to readable text, with what it hides (base64, hex, percent-encoding, entities, escapes). */
export function decodings(text: string): { segment: string; decoded: string }[] {
  const found: { segment: string; decoded: string }[] = [];
  const keep = (segment: string, decoded: string | null) => {
    if (decoded && isReadable(decoded)) found.push({ segment, decoded });
  };
  for (const [segment] of text.matchAll(BASE64)) keep(segment, fromBytes(Buffer.from(segment.replace(/-/g, '+').replace(/_/g, '/'), 'base64')));
  for (const [segment] of text.matchAll(HEX)) keep(segment, fromBytes(Buffer.from(segment.replace(/0x|\\x|[\s:]/g, ''), 'hex')));
  for (const [segment] of text.matchAll(PERCENT)) keep(segment, safely(() => decodeURIComponent(segment)));
  if (ENTITY.test(text)) keep(text, text.replace(ENTITY, (_, code: string) => String.fromCodePoint(code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code))));
  if (UNICODE_ESCAPE.test(text)) keep(text, text.replace(UNICODE_ESCAPE, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))));
  return found;
}

/** What the encoded segments of a text hide. */
export function decodedSegments(text: string): string[] {
  return decodings(text).map(({ decoded }) => decoded);
}

function fromBytes(bytes: Buffer): string | null {
  const text = bytes.toString('utf8');
  return text.includes('\ufffd') ? null : text;
}

function safely(decode: () => string): string | null {
  try {
    return decode();
  } catch {
    return null;
  }
}

/** Mostly letters and spaces, with at least two words or a run of CJK: a sentence, not random bytes. */
function isReadable(text: string): boolean {
  if (text.length < 4 || /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text)) return false;
  const letters = text.match(/[\p{L}\p{M}\s'?,.!]/gu)?.length ?? 0;
  return letters / text.length > 0.7 && (/\p{L}{2,}\s+\p{L}{2,}/u.test(text) || NATIVE_SCRIPT.test(text));
}

/** The language of a text, identified offline (eld's small n-gram model). */
export function languageOf(text: string): string {
  const result = eld.detect(text);
  return result.language || 'und';
}

/** Every reading of an ask (question and location string together), for the review to judge. */
export function readAsk(question: string, location: string | null = null): Readings {
  const text = location ? `${question}\n${location}` : question;
  const plain = plainText(text);
  // Names are told by their capital letters, so they are marked before anything is lowered, and only in the
  // question (a location names businesses: "Zara", "Paul Smith"). These readings come first: the last one is the
  // plainest sentence, which the sentence encoder reads.
  const namedQuestion = visibleText(question);
  const named = [namedQuestion, ...decodedSegments(namedQuestion)]
    .map((part) => plainText(markNames(part, location)))
    .flatMap(plainAndFolded);
  const texts = [...new Set([...named, ...readingsOf(text)])];
  const questionTexts = location ? [...new Set([...named, ...readingsOf(question)])] : texts;
  return { language: languageOf(plain), plain, texts, questionTexts };
}

const visibleText = (text: string): string => text.normalize('NFKC').replace(INVISIBLE, '');

/** A text plain and folded, each segment it hides decoded, and the whole with every segment decoded in place (a sentence may hide only its middle). */
function readingsOf(text: string): string[] {
  const visible = visibleText(text);
  const found = decodings(visible);
  const inPlace = found.reduce((whole, { segment, decoded }) => whole.replace(segment, ` ${decoded} `), visible);
  return [text, ...found.map((f) => f.decoded), ...(found.length ? [inPlace] : [])].flatMap((reading) => plainAndFolded(plainText(reading)));
}
