import type { RefusalCategory, ScopeInput, ScopeVerdict } from './types.ts';

/*
 * The deterministic first stage of the safety review: the spec's scope rules
 * as patterns over the question and the location string together. Each
 * pattern pairs a verb or a possessive with an object ("follow" + a person,
 * "his" + car), so an innocent question that merely contains a scary word
 * ("Is the gun shop open?", "the bar that follows the parade route") passes.
 * Judgement calls beyond these patterns are the classifier's job.
 */

// ── normalisation ─────────────────────────────────────────────────────────

const ZERO_WIDTH = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;
/** Accents on Latin letters, stripped after NFKD; other marks (Japanese dakuten) are kept. */
const LATIN_DIACRITICS = /[\u0300-\u036f]/g;
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
/** Three or more single characters with the same separator between them: "f.o.l.l.o.w", "w o m a n". */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])[a-z0-9@$]([ .*_-])(?:[a-z0-9@$]\1)+[a-z0-9@$](?![\p{L}\p{N}])/gu;
const TOKEN = /[\p{L}\p{N}@$]+/gu;
const LETTER_RUN = /([a-z])\1{2,}/g;

/**
 * How to read what is ambiguous without a dictionary: a leetspeak 1 as i
 * ("1gn0re") or l ("ki11"), or leetspeak left alone (so "5th" stays "5th");
 * and whether a spaced-out run starting with "a" or "i" keeps it as a word of
 * its own ("take a p h o t o") or not ("i g n o r e").
 */
export type Reading = { one: 'i' | 'l' | null; wordApart: boolean };

/**
 * The text patterns are matched against: lower case, Unicode compatibility
 * forms, no accents or zero-width characters, straight apostrophes, spaced-out
 * letters joined, and leetspeak decoded in words that mix letters with digits
 * or symbols.
 */
export function normalise(text: string, reading: Reading = { one: 'i', wordApart: false }): string {
  const plain = text
    .normalize('NFKD')
    .replace(LATIN_DIACRITICS, '')
    .normalize('NFC')
    .replace(ZERO_WIDTH, '')
    .toLowerCase()
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(SPACED_LETTERS, (run) => joinLetters(run, reading.wordApart));
  const { one } = reading;
  const decoded = one === null ? plain : plain.replace(TOKEN, (token) => decodeLeet(token, one));
  return decoded.replace(/\s+/g, ' ').trim();
}

function joinLetters(run: string, wordApart: boolean): string {
  const joined = run.replace(/[ .*_-]/g, '');
  return wordApart && /^[ai] /.test(run) ? `${joined[0]} ${joined.slice(1)}` : joined;
}

function decodeLeet(token: string, one: 'i' | 'l'): string {
  if (!/\p{L}/u.test(token) || !/[013457@$]/.test(token)) return token;
  return [...token].map((char) => (char === '1' ? one : (LEET[char] ?? char))).join('');
}

/**
 * The readings of a text with a letter typed three or more times: the run as
 * one letter ("steeeal") and as two ("folllow"). English has no tripled
 * letters, so ordinary text has only itself as a reading.
 */
function collapseRuns(text: string): string[] {
  return [text, text.replace(LETTER_RUN, '$1'), text.replace(LETTER_RUN, '$1$1')];
}

// ── pattern building blocks ───────────────────────────────────────────────

/** An alternation from a word list. */
const oneOf = (...words: string[]) => `(?:${words.join('|')})`;
/** Up to n words in between, within one sentence: "follow [the tall] man". */
const upTo = (n: number) => `(?:[^\\s.!?;]+\\s+){0,${n}}`;

/**
 * A pattern over normalised text, written as a template: a space matches any
 * run of whitespace, " ?" an optional one. Word edges are added when compiled.
 */
function re(strings: TemplateStringsArray, ...parts: string[]): string {
  return String.raw(strings, ...parts)
    .replace(/ \?/g, '\\s*')
    .replace(/ /g, '\\s+');
}

/** A pattern for scripts without spaces between words (Chinese, Japanese): matched anywhere, without word edges. */
type Unbounded = { unbounded: string };
const cjk = (pattern: RegExp): Unbounded => ({ unbounded: pattern.source });

const DET = oneOf('the', 'that', 'this', 'those', 'these', 'a', 'an', 'some', 'his', 'her', 'their', 'my');
const PRONOUN_OBJECT = oneOf('him', 'her', 'them');
const PRONOUN_SUBJECT = oneOf('he', 'she', 'they');
/** People by relation to the asker: the usual subjects of stalking asks. */
const RELATION = oneOf(
  'ex', 'ex-?(?:girlfriend|boyfriend|wife|husband|partner)', 'wife', 'husband', 'spouse', 'partner', 'girlfriend', 'boyfriend',
  'gf', 'bf', 'fiancee?', 'crush', 'neighbou?rs?', 'boss', 'co-?worker', 'colleague', 'roommate', 'flatmate', 'tenant',
  'landlord', 'daughter', 'son', 'kids?', 'child(?:ren)?', 'mom', 'mum', 'mother', 'dad', 'father', 'brother', 'sister', 'friend',
  'ex-\\w+', 'hubby', 'wifey', 'lover', 'bestie', 'step-?(?:mom|mum|mother|dad|father|son|daughter|brother|sister|kids?)', 'grand(?:ma|pa|mother|father|son|daughter)', 'aunt', 'uncle',
  'cousin', 'niece', 'nephew',
);
/**
 * Common given names, for "is John Smith at the park". Names that are also
 * ordinary words or chain brands ("Will", "May", "Grace", "Jack" in the Box,
 * "Tim" Hortons, "Ruby" Tuesday) are left out: a false refusal there costs an
 * honest asker, a missed name only falls through to the classifier.
 */
const GIVEN_NAME = oneOf(
  'john', 'jane', 'sarah', 'sara', 'mike', 'michael', 'tom', 'thomas', 'david', 'dave', 'james', 'jim', 'robert', 'william',
  'richard', 'joseph', 'joe', 'daniel', 'dan', 'matthew', 'matt', 'anthony', 'steven', 'steve', 'paul', 'andrew', 'andy',
  'josh', 'joshua', 'kevin', 'brian', 'george', 'edward', 'ryan', 'jason', 'jeff', 'eric', 'jacob', 'gary', 'nick',
  'jonathan', 'justin', 'scott', 'brandon', 'ben', 'benjamin', 'samuel', 'greg', 'alex', 'alexander', 'patrick', 'peter',
  'chris', 'christopher', 'tyler', 'aaron', 'adam', 'nathan', 'kyle', 'sean', 'ethan', 'noah', 'liam', 'lucas', 'oliver',
  'mary', 'patricia', 'jennifer', 'linda', 'elizabeth', 'liz', 'barbara', 'susan', 'jessica', 'karen', 'lisa', 'nancy',
  'betty', 'sandra', 'ashley', 'kimberly', 'emily', 'donna', 'michelle', 'carol', 'amanda', 'melissa', 'deborah',
  'stephanie', 'rebecca', 'laura', 'sharon', 'cynthia', 'kathleen', 'amy', 'angela', 'anna', 'emma', 'olivia', 'sophia',
  'isabella', 'mia', 'chloe', 'megan', 'rachel', 'hannah', 'lauren', 'nicole', 'samantha', 'katie', 'kate', 'julia',
  'jenna', 'heather', 'tiffany', 'brittany', 'alice', 'claire', 'natalie', 'victoria', 'madison', 'abigail',
  'maria', 'jose', 'juan', 'carlos', 'luis', 'miguel', 'ana', 'lucia', 'sofia', 'pedro', 'pablo', 'javier',
  'pierre', 'jean', 'marie', 'sophie', 'camille', 'julien', 'nicolas', 'hans', 'klaus', 'stefan', 'lukas', 'katrin',
  'giulia', 'marco', 'giuseppe', 'francesca', 'joao', 'ahmed', 'mohammed', 'fatima', 'wei', 'priya', 'raj', 'yuki',
);
/**
 * A person by name: a given name and perhaps a surname. Not when it is the
 * start of a shop's name ("Joe's Pizza", "Ben & Jerry's", "Jimmy John's"), nor
 * when the rest of the sentence asks about a place's state ("Is John Muir
 * Woods open?"): names of businesses and landmarks are asked about that way.
 */
const PERSON_NAME = `${GIVEN_NAME}(?! ?['&])(?: [a-z]+(?! ?['&]))?(?![^.!?]*\\b${oneOf(
  'open', 'closed', 'busy', 'crowded', 'packed', 'full', 'serving', 'sell(?:s|ing)?', 'carry', 'carries', 'stock', 'sales?',
  'discounts?', 'deals?', 'prices?', 'menu', 'line', 'queue', 'hiring', 'abiert[oa]s?', 'ouverte?s?', 'geoffnet', 'abert[oa]s?',
  'apert[oa]',
)}\\b)`;
/** A specific private person as the subject of a check: a relation of the asker's or of someone's, or a name. */
const SPECIFIC_PERSON = oneOf(`${oneOf('my', 'his', 'her', 'their')} ${oneOf(RELATION, 'date')}(?!')(?: ${PERSON_NAME})?`, PERSON_NAME);
/** People described by what they are or do, as objects of a photo, a follow or an attack. */
const PERSON = oneOf(
  'm[ae]n', 'wom[ae]n', 'guys?', 'girls?', 'boys?', 'lad(?:y|ies)', 'gentlem[ae]n', 'dudes?', 'persons?', 'people', 'kids?',
  'child(?:ren)?', 'bab(?:y|ies)', 'toddlers?', 'teen(?:ager)?s?', 'couples?', 'famil(?:y|ies)', 'strangers?', 'customers?',
  'shoppers?', 'tourists?', 'cashiers?', 'baristas?', 'bartenders?', 'waiters?', 'waitress(?:es)?', 'servers?', 'bouncers?',
  'clerks?', 'employees?', 'workers?', 'staff members?', 'managers?', 'owners?', 'drivers?', '(?:security )?guards?',
  'cops?', 'officers?', 'nurses?', 'students?', 'couriers?', 'postm[ae]n', 'mailm[ae]n', 'delivery (?:guy|driver|person)s?',
  'cyclists?', 'joggers?', 'pedestrians?', 'passengers?', 'vendors?', 'visitors?', 'patrons?', 'guests?', 'residents?',
  'faces?', RELATION,
);
/**
 * Nouns after a person word that make it a thing: "the kids menu", "the baby
 * aisle". A possessive ("the kids' cereal", "women's shoes") is also a thing.
 */
const NOT_A_PERSON_AFTER = `(?!'|\\s+${oneOf(
  'menu', 'section', 'aisle', 'area', 'corner', 'department', 'clothes', 'clothing', 'shoes', 'toys', 'books', 'food',
  'cereal', 'meals?', 'sizes?', 'rooms?', 'counter', 'station', 'desk', 'entrance', 'line', 'cent(?:er|re)', 'list',
  'terminal', 'lounge', 'parking', 'lot', 'stalls?', 'booths?', 'stands?', 'carts?', 'signs?', 'boards?', 'tables?',
  'seating', 'gate', 'doors?', 'restrooms?', 'bathrooms?', 'hours', 'polic(?:y|ies)', 'tickets?', 'zone', 'pass(?:es)?',
)}(?![\\p{L}\\p{N}]))`;
const PERSON_OBJECT = oneOf(
  PRONOUN_OBJECT, 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody', 'people',
  `${DET} ${upTo(1)}${PERSON}${NOT_A_PERSON_AFTER}`,
);
const VEHICLE = oneOf(
  'cars?', 'trucks?', 'vans?', 'suvs?', 'jeeps?', 'motorcycles?', 'motorbikes?', 'bikes?', 'scooters?',
  'vehicles?', 'sedans?', 'minivans?', 'teslas?',
);
/** Whose: a third person or a relation of the asker. "Joe's" is handled apart, since shops are named that way. */
const SOMEONES = oneOf(
  'his', 'her', 'their', "someone'?s", "somebody'?s", "a stranger'?s", `${oneOf('my', 'his', 'her', 'their')} ${RELATION}'?s`,
);
const DWELLING = oneOf(
  'house', 'home', 'apartment', 'apt', 'flat', 'condo', 'townhouse', 'residence', 'place', 'bedroom', 'backyard', 'yard',
  'driveway', 'porch', 'front door', 'doorstep', 'garage', 'mailbox', 'windows?',
);
/** Words that turn a dwelling word into something a business sells: "their house wine", "a flat white", "the home page". */
const DWELLING_AS_MODIFIER = oneOf(
  'wine', 'blend', 'coffee', 'specials?', 'salad', 'music', 'party', 'dressing', 'brand', 'beer', 'page', 'delivery',
  'sale', 'white', 'made', 'goods', 'decor', 'improvement', 'depot',
);
/** Words that may stand between "the" and "house" in "the blue house on Maple St" without making it a business. */
const HOUSE_ADJECTIVE = oneOf(
  'blue', 'red', 'green', 'yellow', 'grey', 'gray', 'brown', 'black', 'pink', 'orange', 'old', 'new', 'big', 'small',
  'little', 'corner', 'brick', 'wooden', 'abandoned', 'empty', 'last', 'first', 'second', 'third',
);
/** A street address: a number and, within two words, a street type ("742 Evergreen Terrace", "12 Oak St"). */
const STREET_ADDRESS = `\\d+[a-z]? ${upTo(2)}${oneOf(
  'st', 'street', 'ave', 'avenue', 'rd', 'road', 'ln', 'lane', 'dr', 'drive', 'blvd', 'boulevard', 'way', 'terrace', 'ter',
  'ct', 'court', 'pl', 'place', 'cir', 'circle', 'pkwy', 'parkway', 'hwy', 'highway',
)}`;
const PHOTO = oneOf(
  'photos?', 'photographs?', 'pictures?', 'pics?', 'images?', 'shots?', 'snaps?', 'videos?', 'footage', 'close-?ups?',
  'selfies?', 'portraits?', 'recordings?',
);
/** Street drugs by name; "weed killer" is a garden product. */
const DRUG = oneOf(
  'weed(?! (?:killer|whacker|eater|control|barrier))', 'marijuana', 'cocaine', 'crack', 'meth', 'heroin', 'fentanyl', 'mdma',
  'ecstasy', 'lsd', 'shrooms', 'ketamine',
);
const RULE_WORD = oneOf(
  'rules?', 'instructions?', 'guidelines?', 'polic(?:y|ies)', 'restrictions?', 'filters?', 'safety', 'prompts?',
  'programming', 'constraints?', 'directives?', 'review', 'reglas', 'instrucciones', 'normas', 'regles', 'consignes',
  'regeln', 'anweisungen', 'vorgaben', 'richtlinien', 'regras', 'instrucoes', 'diretrizes', 'regole', 'istruzioni',
);

// Words for people in other languages, for the photo, follow and presence patterns.
const ES_RELATION = oneOf('ex\\w*', 'esposa', 'esposo', 'mujer', 'marido', 'novi[ao]', 'vecin[ao]', 'jef[ea]', 'hij[ao]s?', 'pareja');
const FR_RELATION = oneOf('mari', 'femme', 'ex', 'copain', 'copine', 'voisine?', 'patronn?e?', 'fils', 'fille', 'conjointe?', 'compagnon', 'compagne');
const DE_RELATION = oneOf('mann', 'frau', 'ex', 'freund(?:in)?', 'nachbar(?:in)?', 'chef(?:in)?', 'sohn', 'tochter');
const PT_RELATION = oneOf('marido', 'esposa', 'mulher', 'namorad[oa]', 'ex', 'vizinh[oa]', 'chefe', 'filh[oa]s?');
const IT_RELATION = oneOf('moglie', 'marito', 'ragazz[ao]', 'fidanzat[ao]', 'ex', 'vicin[ao]', 'capo', 'figli[ao]');
const ES_PERSON = oneOf(ES_RELATION,
  'cajer[oa]s?', 'camarer[oa]s?', 'meser[oa]s?', 'mujer(?:es)?', 'hombres?', 'chic[oa]s?', 'nin[oa]s?', 'gente', 'personas?',
  'caras?', 'emplead[oa]s?', 'dependient[ea]s?', 'senor(?:a|es)?', 'tip[oa]', 'guardias?', 'porter[oa]s?',
);
const FR_PERSON = oneOf(FR_RELATION,
  'serveur', 'serveuse', 'caissiere?', 'femmes?', 'hommes?', 'enfants?', 'gens', 'personnes?', 'visages?', 'vendeur',
  'vendeuse', 'garcons?', 'filles?', 'barman', 'videur', 'employee?s?', 'clients?', 'clientes?', 'type', 'mec',
);
const DE_PERSON = oneOf(DE_RELATION,
  'frau(?:en)?', 'mann', 'manner', 'kassierer(?:in)?', 'kind(?:er)?', 'kellner(?:in)?', 'verkaufer(?:in)?', 'leuten?',
  'menschen', 'gesichter?', 'person(?:en)?', 'madchen', 'jungen?', 'typ(?:en)?', 'angestellten?',
);
const PT_PERSON = oneOf(PT_RELATION,
  'atendentes?', 'garcom', 'garconete', 'mulher(?:es)?', 'homem', 'homens', 'criancas?', 'pessoas?', 'rostos?', 'moca',
  'rapaz', 'menin[oa]s?', 'funcionari[oa]s?', 'vendedor(?:a|es)?', 'seguranca',
);
const IT_PERSON = oneOf(IT_RELATION,
  'barista', 'cassier[ae]', 'camerier[ae]', 'donna', 'donne', 'uomo', 'uomini', 'ragazz[aoie]', 'bambin[aoie]', 'persone?',
  'gente', 'viso', 'volt[oi]', 'facc(?:ia|e)', 'commess[ao]', 'client[ei]', 'buttafuori', 'tipo', 'signor[ae]?',
);

/** Ways of getting somewhere on foot, for "go into the backyard", "sneak past the sign". */
const ENTER = oneOf('go', 'get', 'walk', 'sneak', 'slip', 'head', 'wander', 'crawl', 'step', 'let yourself', 'enter', 'access');

/** Toilet and shower stalls; a bare "stall" is a market's. */
const PRIVATE_STALL = oneOf('(?:bathroom|restroom|toilet|shower) (?:stalls?|cubicles?)', 'stall doors?', 'cubicles?');
/** Rooms where people undress or relieve themselves, closed to anyone but their user. */
const PRIVATE_ROOM = oneOf(PRIVATE_STALL, '(?:changing|fitting|dressing|locker) ?rooms?', 'showers?');

/** Vehicles in the other languages, as objects of a follow. */
const FOREIGN_VEHICLE = oneOf('coche', 'carro', 'auto', 'moto', 'voiture', 'camionnette', 'wagen', 'macchina');

// ── the rules, per category ───────────────────────────────────────────────

type CategoryRules = { reason: string; patterns: readonly (string | Unbounded)[] };

const RULES: Record<RefusalCategory, CategoryRules> = {
  rule_override: {
    reason: 'The safety rules cannot be changed from inside a question. Ask a plain question about a public place.',
    patterns: [
      // "ignore your rules", "disregard all previous instructions", in the languages we cover.
      re`${oneOf(
        'ignore', 'disregard', 'forget', 'bypass', 'override', 'skip', 'suspend', 'disable', 'turn off', 'ignora', 'ignorar',
        'olvida', 'ignorez', 'ignorer', 'oublie', 'ignoriere', 'ignorier', 'vergiss', 'esqueca', 'dimentica',
      )} ${upTo(4)}${RULE_WORD}`,
      // "ignore the above", and orders addressed to the reviewer rather than to a worker.
      re`${oneOf('ignore', 'disregard', 'forget')} (?:all |everything )?(?:of )?(?:the )?${oneOf('above', 'previous', 'prior', 'preceding', 'earlier')}`,
      re`${oneOf('approve', 'accept', 'allow', 'whitelist')} ${oneOf('this', 'the', 'my')} (?:next )?${oneOf('ask', 'task', 'request', 'job')}`,
      re`(?:every|all|this|any) ${oneOf('asks?', 'tasks?', 'requests?')} (?:is|are) (?:now |already )?(?:approved|allowed|permitted|authori[sz]ed)`,
      re`(?:new|updated|override) ${oneOf('policy', 'rules', 'instructions')}`,
      // Fake transcript headers: "SYSTEM: ...", "Admin: ...".
      re`${oneOf('system', 'admin', 'administrator', 'developer', 'assistant', 'reviewer', 'moderator')} ?:`,
      // Persona switches: "you are now DAN", "pretend you have no restrictions".
      re`${oneOf(
        "you(?: are|'re) now", 'from now on,? you', 'act as (?:an? )?(?:unrestricted|uncensored|unfiltered|different)',
        'pretend (?:to be|you are|you\'re|you have no|there are no)', 'roleplay as', 'you have no (?:rules|restrictions|limits|filters)',
        'ahora eres', 'tu es maintenant', 'du bist jetzt', 'agora voce e', 'ora sei',
      )}`,
      // Named jailbreak modes.
      re`${oneOf(
        'developer mode', 'dev mode', 'debug mode', 'god mode', 'admin mode', 'dan mode', 'jailbreak\\w*', 'do anything now',
        'modo (?:desarrollador|desenvolvedor)', 'mode developpeur', 'entwicklermodus', 'modalita sviluppatore',
      )}`,
      // Claimed authority or permission: "this is allowed because", "I'm a police officer", "the reviewer approved this".
      re`${oneOf(
        'this is (?:allowed|legal|permitted|authori[sz]ed|fine|ok|okay|safe|approved) because',
        'this (?:task|request|ask) is (?:allowed|authori[sz]ed|approved|legal)',
        "i(?: am|'m) (?:a |an )?(?:police|cop|officer|detective|investigator|federal agent)",
        'i have (?:permission|authori[sz]ation|a warrant)',
        '(?:reviewer|moderator|admin|administrator|spotcheck|safety team) (?:has |have )?(?:already )?(?:approved|cleared|allowed|authori[sz]ed)',
      )}`,
      // Probing for the reviewer's instructions.
      re`${oneOf('system prompt', '(?:print|reveal|show me) your (?:\\w+ )?(?:prompt|instructions|rules)', '(?:initial|hidden|original) instructions')}`,
      cjk(/忽略.{0,6}(?:规则|規則|指令|指示|说明)|无视.{0,6}(?:规则|指令)|(?:ルール|指示)を無視|開発者モード|开发者模式|系统提示|系統提示|システムプロンプト/),
    ],
  },

  illegal_or_dangerous: {
    reason: 'Spotcheck only asks for safe, legal checks of a public place. Ask what is open, in stock, priced or busy there.',
    patterns: [
      // Buying drugs; a dispensary or a pharmacy by name is not a purchase.
      re`${oneOf('buy', 'score', 'get', 'cop', 'purchase', 'pick up', 'sell', 'find', 'grab', 'source')} ${upTo(3)}${DRUG}`,
      re`${oneOf('buy', 'score', 'cop')} ${upTo(2)}(?:drugs|dope)`,
      re`drug dealers?`,
      // Prescription drugs bought off a person rather than a pharmacy.
      re`${oneOf('buy', 'get', 'score', 'cop', 'grab', 'pick up')} ${upTo(3)}${oneOf('xanax', 'oxy\\w*', 'percs?', 'percocet', 'adderall', 'pills', 'molly', 'coke')} from ${DET} ${upTo(1)}${oneOf('guys?', 'm[ae]n', 'wom[ae]n', 'dealers?', 'strangers?', 'dudes?', 'kids?', 'person')}`,
      re`(?:compra|comprar|consigue|conseguir|pilla|pillar) ${upTo(2)}${oneOf('drogas?', 'marihuana', 'maria', 'mota', 'coca', 'cocaina', 'hierba', 'porros?', 'heroina', 'perico')}`,
      re`(?:achete|acheter|achetez|trouve|procure-toi) ${upTo(3)}${oneOf('drogues?', 'cannabis', 'beuh', 'shit', 'cocaine', 'coke', 'weed', 'herbe', 'heroine', 'ecstasy')}`,
      re`(?:kauf|kaufe|kaufen|besorg|besorge|besorgen) ${upTo(2)}${oneOf('gras', 'drogen', 'koks', 'kokain', 'weed', 'marihuana', 'heroin', 'pillen')}`,
      re`(?:compre|comprar|compra|arranje|arranjar) ${upTo(2)}${oneOf('maconha', 'drogas?', 'cocaina', 'erva', 'crack', 'baseado')}`,
      re`(?:compra|comprare|comprami|procura|procurami) ${upTo(2)}${oneOf('droga', 'erba', 'cocaina', 'fumo', 'marijuana', 'hashish', 'eroina')}`,
      cjk(/毒品|大麻|冰毒|海洛因|可卡因|麻薬|覚醒剤/),
      // Theft. "a steal" is a bargain, and "rob" needs a victim since Rob is also a name.
      re`(?<!(?:a|such a|what a|real) )(?:steal|stealing|stole|shoplift\w*|pickpocket\w*|burgle|burglari[sz]e)`,
      re`(?:rob|robbing|mug|loot) ${oneOf('the', 'a', 'that', 'this', 'him', 'her', 'them', 'someone', 'somebody', 'people', 'tourists?')}`,
      // Breaking into machines and networks, and card skimming.
      re`hack (?:into )?(?:the|a|their|his|her) ${upTo(1)}${oneOf('atms?', 'wi-?fi', 'network', 'register', 'card readers?', 'terminals?', 'cameras?', 'systems?', 'locks?', 'computers?', 'pos')}`,
      re`${oneOf('card skimmers?', '(?:install|place|put) (?:a )?skimmer')}`,
      re`${oneOf('without paying', 'without checking out', 'dine and dash', 'dine-and-dash', 'skip out on the (?:bill|check|tab)')}`,
      re`snatch ${upTo(2)}${oneOf('purses?', 'bags?', 'phones?', 'wallets?', 'handbags?')}`,
      // Theft in Spanish and French needs an object: Italian "roba" means "stuff", French "vole" also "flies".
      re`(?:roba|robar|robale|hurta|hurtar) (?:un|una|unos|unas|el|la|los|las|algo)`,
      re`(?:vole|voler|volez|chourave|chouraver) (?:un|une|des|le|la|les|l'|du)`,
      re`${oneOf('klau', 'klaue', 'klauen', 'klaut', 'stiehl', 'stehlen', 'roube', 'roubar', 'rouba', 'furte', 'furtar', 'ruba', 'rubare', 'rubami', 'taccheggia\\w*', 'borseggia\\w*')}`,
      cjk(/偷(?![拍偷])|盗む|万引き|抢劫|搶劫/),
      // Violence against people or animals.
      re`${oneOf('punch', 'hit', 'beat up', 'attack', 'assault', 'stab', 'shoot', 'kill', 'murder', 'hurt', 'injure', 'kidnap', 'poison', 'strangle', 'choke', 'slap', 'kick', 'threaten', 'rape', 'harass', 'intimidate', 'rough up', 'spit on')} ${oneOf(PERSON_OBJECT, `${DET} ${upTo(1)}${oneOf('pigeons?', 'birds?', 'dogs?', 'cats?', 'ducks?', 'animals?', 'squirrels?')}`)}`,
      re`${oneOf('pick a fight', 'start a fight', 'bb gun', 'pellet gun')}`,
      re`${oneOf('pegale', 'golpea a', 'disparale', 'dispara a', 'apunala a', 'mata a', 'amenaza a', 'tire sur', 'tirer sur', 'schlag ihn', 'schlag sie', 'verprugel\\w*', 'erschiess\\w*', 'espanc\\w*', 'esfaque\\w*', 'picchia\\w*', 'accoltell\\w*', 'spara a')}`,
      re`(?:frappe|frapper|tabasse|tabasser|poignarde|poignarder|tue|tuer|menace|menacer) (?:le|la|les|l'|ce|cette|cet|un|une) ?${FR_PERSON}`,
      // Weapons brought or used against someone.
      re`${oneOf('bring', 'pull', 'point', 'wave', 'brandish')} (?:${DET} |your )?${upTo(1)}${oneOf('guns?', 'knife', 'knives', 'pistols?', 'rifles?', 'weapons?', 'firearms?', 'tasers?', 'machetes?')}`,
      re`${oneOf('plant', 'place', 'leave', 'build', 'make', 'set off', 'detonate')} (?:a |an )?${oneOf('bomb', 'explosives?', 'pipe bomb')}`,
      re`${oneOf('molotov', 'arson', 'set fire to', 'set (?:it|\\w+) on fire', 'burn (?:it |the \\w+ )?down')}`,
      // Vandalism and damage.
      re`${oneOf('spray[- ]?paint', 'deface', 'vandali[sz]e', 'slash', 'puncture', 'smash', 'key', 'egg', 'scratch', 'damage', 'destroy', 'wreck')} ${oneOf('the', 'a', 'that', 'this', 'his', 'her', 'their', 'some', 'every', 'all')} ${upTo(4)}${oneOf('walls?', 'windows?', 'doors?', 'cars?', 'tires?', 'tyres?', 'signs?', 'statues?', 'benches', 'bench', 'buildings?', 'murals?', 'mirrors?', 'glass', 'cameras?', 'atms?', 'machines?', 'trains?', 'bus(?:es)?', 'tags?')}`,
      re`${oneOf('break', 'kick in', 'throw (?:a )?(?:rock|brick|stone) (?:at|through)')} (?:the |a |that |his |her |their )?${oneOf('windows?', 'glass', 'doors?', 'locks?', 'cameras?', 'mirrors?', 'atms?')}`,
      re`${oneOf('spray', 'paint', 'do', 'put', 'write', 'draw', 'tag', 'leave')} ${upTo(1)}graffiti`,
      // Picking a lock, as a verb: lock picks on a shelf are a product.
      re`${oneOf('pick (?:the|a|his|her|their) lock', 'lock ?pick (?:the|a|his|her|their)', 'jimmy (?:the|a|his|her|their) (?:door|lock|window)', 'crowbar (?:the|a|open)')}`,
      re`${oneOf('pinta', 'pintar', 'tague', 'taguer', 'beschmier\\w*', 'picha', 'pichar')} ${upTo(2)}${oneOf('muro', 'pared', 'mur', 'wand', 'parede')}`,
      // Hazards: fire, tracks and roads, heights, live wires, flood water.
      re`${oneOf('go', 'walk', 'run', 'step', 'head', 'get', 'climb')} (?:in|into|inside) ${upTo(2)}${oneOf('burning', 'collapsing', 'collapsed', 'flooded', 'condemned')}`,
      re`into the ${oneOf('fire', 'flames', 'smoke')}`,
      re`${oneOf('go', 'walk', 'run', 'step', 'stand', 'climb', 'get', 'jump', 'lie', 'sit', 'wander', 'head')} (?:out )?${oneOf('on', 'onto', 'down', 'along', 'across')} (?:the )?${upTo(1)}${oneOf('tracks', 'rails', 'highway', 'freeway', 'motorway', 'ledge')}`,
      re`jump ${oneOf('off', 'from', 'to', 'across', 'between')} ${upTo(3)}${oneOf('roofs?', 'buildings?', 'bridges?', 'balcon(?:y|ies)', 'ledges?')}`,
      re`climb ${upTo(2)}${oneOf('towers?', 'bridges?', 'cranes?', 'scaffolding', 'roofs?', 'billboards?', 'poles?', 'pylons?', 'cliffs?', 'ledges?', 'statues?')}`,
      re`${oneOf('touch', 'grab', 'cut')} ${upTo(2)}${oneOf('power', 'electric', 'electrical', 'live')} ${oneOf('lines?', 'wires?', 'cables?')}`,
      re`${oneOf('swim', 'wade', 'drive', 'walk')} (?:in|into|through) ${upTo(2)}${oneOf('flood\\w*', 'rapids')}`,
      re`${oneOf('drunk driving', 'drive drunk', 'drink and drive')}`,
    ],
  },

  following: {
    reason: 'Workers do not follow, track or watch anyone. Ask about the place itself.',
    patterns: [
      // A verb of pursuit aimed at a person or their vehicle; "the bar that follows the parade route" has no person.
      re`${oneOf('follow\\w*', 'tail', 'tailing', 'shadow', 'stalk\\w*', 'trail', 'trailing', 'pursue', 'chase', 'track')} ${oneOf(PERSON_OBJECT, `${DET} ${upTo(1)}${VEHICLE}`)}`,
      // Where someone goes, or when they leave or arrive.
      re`(?:where|which ${upTo(1)}) ${PRONOUN_SUBJECT} ${oneOf('go', 'goes', 'went', 'is going', 'are going', 'heads?', 'ends up', 'drives', 'walks')}`,
      re`${oneOf('when', 'what time', 'until', 'till', 'as soon as')} ${oneOf(PRONOUN_SUBJECT, `my ${RELATION}`, `(?:the|that) ${upTo(1)}${PERSON}`)} ${oneOf('leaves?', 'arrives?', 'gets?', 'comes?', 'exits?', 'goes', 'walks?', 'shows up', 'drives off', 'is leaving')}`,
      re`who picks ${PRONOUN_OBJECT} up`,
      // Watching a person rather than a place.
      re`${oneOf('keep an eye on', 'keep watch on', 'keep an eye out for', 'keep tabs on', 'watch', 'observe', 'monitor', 'surveil', 'spy on', 'stake out')} ${PERSON_OBJECT}`,
      re`${oneOf('stake ?out', 'gps tracker', 'tracking device', 'airtag')}`,
      // Spanish (a person follows "a"; "sigue abierto" means "still open"), French, German, Portuguese, Italian.
      re`(?:sigue|seguir|siga|sigan|persigue|perseguir|vigila|vigilar|espia|espiar) (?:a|al|a la) (?:${oneOf('ese', 'esa', 'aquel', 'aquella', 'mi', 'su')} )?${oneOf(ES_PERSON, 'ella', 'el', FOREIGN_VEHICLE)}`,
      re`${oneOf('siguel[oa]s?', 'persiguel[oa]s?', 'vigilal[oa]s?', 'a ?donde va', 'hasta su casa')}`,
      re`(?<!je )(?:suis|suivez|suivre|filez|filer|pister|traquer)-(?:le|la|les)`,
      re`(?:le|la|les) (?:suivre|filer|pister|traquer)`,
      re`(?<!je )(?:suis|suivez|suivre|filez|filer|pister|traquer) (?:cet|cette|ce|le|la|l'|sa|son) ?${upTo(1)}${oneOf(FR_PERSON, FOREIGN_VEHICLE)}`,
      re`${oneOf("jusqu'a chez (?:lui|elle|eux)", 'ou (?:il|elle) va')}`,
      re`(?:folge|folgen|folgt|verfolge|verfolgen|verfolgt|beschatte|beschatten) ${oneOf('ihm', 'ihr', 'ihnen', `(?:der|dem|den|diesem|dieser|jenem|jener|meinem|meiner) ${upTo(1)}${DE_PERSON}`)}`,
      re`wohin (?:er|sie) (?:geht|fahrt|lauft)`,
      re`(?:siga|seguir|segue|persiga|perseguir|vigie|vigiar) ${oneOf('ele', 'ela', `(?:aquele|aquela|o|a|esse|essa|este|esta|meu|minha) ${upTo(1)}${PT_PERSON}`)}`,
      re`${oneOf('siga-[oa]', 'segui-l[oa]', 'persiga-[oa]', '(?:para onde|aonde) (?:ele|ela|eles|elas) (?:vai|vao|foi|esta indo)')}`,
      re`(?:segui|seguire|seguite|segua|pedina|pedinare) ${oneOf('lui', 'lei', `(?:quella|quel|quello|la|il|lo|mia|mio|quei|quelle|gli|i|le) ${upTo(1)}${IT_PERSON}`)}`,
      re`${oneOf('seguil[oa]', 'pedinal[oa]', 'dove (?:lui|lei) va', 'dove va (?:lui|lei)')}`,
      cjk(/跟踪|跟蹤|尾随|尾隨|盯梢|跟着(?:他|她)|(?:他|她|他们)去哪|尾行|後をつけ|あとをつけ|つけて|ストーキング/),
    ],
  },

  identifiable_people: {
    reason: 'Photos must not show identifiable people. Ask for a photo of the place, a shelf, a sign or the length of a line instead.',
    patterns: [
      // A photo or video of a person: "picture of the cashier", "video of the couple by the window".
      re`${PHOTO} (?:of|showing) ${PERSON_OBJECT}`,
      re`${oneOf('photograph', 'film', 'record', 'videotape', 'tape', 'zoom in on', 'zoom on')} ${PERSON_OBJECT}`,
      re`${oneOf('clear', 'visible', 'recogni[sz]able', 'identifiable')} faces?`,
      re`(?:foto|fotos|fotografia|video|imagen) (?:de|a|del) (?:la |el |los |las |esa |ese |esos |esas |aquel |aquella |un |una )?${ES_PERSON}`,
      re`(?:fotografia|fotografiar|fotografie|graba|grabar|filma|filmar) (?:a )?(?:la |el |los |las |esa |ese )?${ES_PERSON}`,
      re`(?:photos?|videos?|images?|portraits?) (?:de|du|des|d') ?(?:la |le |l'|cette |ce |cet )?${FR_PERSON}`,
      re`(?:prends|prenez|prendre) en photo (?:le|la|les|l'|ce|cette|cet) ?${upTo(1)}${FR_PERSON}`,
      re`(?:photographie|photographier|photographiez|filme|filmer|filmez) (?:le|la|les|l'|ce|cette|cet) ?${FR_PERSON}`,
      re`(?:fotos?|bilder?|videos?|aufnahmen?) (?:von|vom) (?:der |dem |den |die |diesem |dieser |einer |einem )?${DE_PERSON}`,
      re`(?:fotografiere|fotografieren|fotografier|filme|filmen|film) (?:die |den |das |diese |diesen )?${DE_PERSON}`,
      re`(?:fotos?|fotografias?|videos?|imagem|imagens) (?:da|do|das|dos|de) ${PT_PERSON}`,
      re`(?:fotografe|fotografar|fotografa|filme|filmar|grave|gravar) (?:a |o |as |os |aquela |aquele |essa |esse )?${PT_PERSON}`,
      re`(?:foto|fotografia|video|immagine|immagini) (?:del|della|dei|delle|al|alla|ai|alle|a|di|dello|degli) ${IT_PERSON}`,
      re`(?:fotografa|fotografare|fotografate|filma|filmare|riprendi|riprendere) (?:il |la |i |le |lo |gli |l'|quella |quel |quello |quei )?${IT_PERSON}`,
      cjk(/(?:拍|照).{0,8}(?:收银员|服务员|店员|保安|女人|男人|女孩|男孩|孩子|小孩|儿童|人脸|脸)|(?:收银员|服务员|店员|孩子|小孩|那个女人|那个男人).{0,3}(?:照片|相片|视频)|(?:店員|子供|女性|男性|顔).{0,4}(?:写真|撮)|偷拍|盗撮/),
    ],
  },

  private_property: {
    reason: 'Workers stay in public areas. Ask about what can be seen from the street, the shop floor or a park, without entering private or staff-only spaces.',
    patterns: [
      // Going into places the public may not: backyards, staff-only rooms, behind the counter, past no-trespassing signs.
      re`${ENTER} ${oneOf('in', 'into', 'inside', 'through', 'past', 'behind', 'over', 'onto')} ${upTo(3)}${oneOf(
        'back ?yards?', 'front yards?', '(?:back|private) gardens?', 'private (?:property|land|area|road|drive|office|club)',
        'staff(?:-| )?only', 'employees?(?:-| )?only', '(?:staff|employees?) (?:areas?|rooms?|lounges?|entrances?|break ?rooms?)',
        'break ?rooms?', 'back ?rooms?', "(?:back|private|staff|manager'?s) offices?", 'stock ?rooms?', 'storerooms?', 'storage rooms?',
        'kitchens?', 'warehouses?(?! (?:store|club|sale|outlet))', 'restricted', 'loading docks?', 'no trespassing', 'locked',
        PRIVATE_ROOM, 'authori[sz]ed personnel',
      )}`,
      // Opening or looking into where people undress or relieve themselves: "open it and check", "peek under the stall".
      // "What time do they open the fitting rooms?" and "see if the changing rooms are free" stay allowed.
      re`${oneOf('peek', 'peep', 'look', 'peer', 'check', 'see')} ${oneOf('in', 'into', 'inside', 'under', 'over', 'behind')} ${upTo(2)}${PRIVATE_ROOM}`,
      re`${oneOf('open', 'unlock', 'push open', 'pull open')} ${upTo(2)}${PRIVATE_STALL}`,
      re`occupied[\s\S]{0,40}open (?:it|the door)`,
      re`open it(?: up)? (?:and|to) ${oneOf('check', 'look', 'see', 'peek')}`,
      re`${ENTER} behind (?:the )?${oneOf('counter', 'bar', 'register', 'till')}`,
      // Getting over what keeps people out.
      re`${oneOf('climb', 'hop', 'jump', 'scale', 'vault', 'get over', 'go over', 'scramble over')} (?:over )?(?:${DET} )?${upTo(1)}${oneOf('fences?', 'walls?', 'gates?', 'barriers?', 'railings?', 'hedges?', 'turnstiles?')}`,
      re`${oneOf('break in', 'break into', '(?<!no )trespass\\w*', 'private property', 'private land')}`,
      re`${oneOf('peek', 'peep', 'look', 'peer', 'see')} ${oneOf('in', 'into', 'through', 'over')} ${SOMEONES} ${oneOf('windows?', 'fences?', 'blinds', 'curtains')}`,
      re`${oneOf('patio trasero', 'propiedad privada', 'solo (?:personal|empleados)', 'propriete privee', 'reserve au personnel', 'privatgelande', 'privatgrundstuck', 'privatbesitz', 'nur fur personal', 'propriedade privada', 'proprieta privata')}`,
      re`(?:salta|saltar|trepa|trepar|escala|escalar|brinca|pula|pular|pule) (?:la |el |por |o |a )?${oneOf('valla', 'cerca', 'reja', 'verja', 'muro', 'tapia', 'barda', 'porton', 'portao', 'grade', 'cercado')}`,
      re`(?:entra|entrar|metete|cuelate|entre|entrer|entrez|entrare|intrufolati) (?:en|a|al|por|dans|no|na|pelo|pela|nel|nella|nello) ${upTo(2)}${oneOf('patio', 'jardin', 'almacen', 'trastienda', 'cour', 'arriere-boutique', 'entrepot', 'quintal', 'deposito', 'giardino', 'cortile', 'magazzino', 'retro')}`,
      re`(?:escalade|escalader|saute|sauter|enjambe|enjamber) (?:par-dessus )?(?:la|le|les) ${oneOf('cloture', 'mur', 'portail', 'grille', 'barriere', 'haie')}`,
      re`(?:kletter|klettere|klettern|spring|springe|steig|steige) (?:uber|auf) (?:den|die|das) ${oneOf('zaun', 'mauer', 'tor', 'hecke')}`,
      re`(?:geh|gehe|schleich|schleiche) (?:in|hinter) (?:den|das|die) ${oneOf('garten', 'hinterhof', 'lager', 'personalbereich')}`,
      re`(?:scavalca|scavalcare|salta|saltare) (?:il|la|lo) ${oneOf('recinzione', 'cancello', 'muro', 'recinto', 'siepe')}`,
      cjk(/翻墙|翻牆|私人财产|私人領地|私人领地|私有地|不法侵入|闯入|擅自进入/),
    ],
  },

  vehicle: {
    reason: "Workers do not check on anyone's vehicle or read number plates. Ask about the place itself.",
    patterns: [
      // Reading number plates.
      re`${oneOf('license', 'licence', 'registration', 'number')} plates?(?! ${oneOf('renewals?', 'office', 'counter', 'kiosk', 'stickers?', 'frames?')})`,
      re`plate numbers?`,
      re`plates? (?:of|on) (?:the|that|this|his|her|their|a) ${upTo(2)}${VEHICLE}`,
      // A plate given by its registration ("plate 7ABC123"), or a plate asked about next to a parked car.
      re`plates? (?:number |no\.? |# ?)?(?=[a-z0-9-]*\d)(?=[a-z0-9-]*[a-z])[a-z0-9-]{5,8}`,
      re`parked[\s\S]{0,60}plates?(?! of| special)`,
      // Someone's car, and who owns a car.
      re`${SOMEONES} ${upTo(1)}${VEHICLE}`,
      re`[a-z]+'s ${VEHICLE} (?:is|was|still|parked|outside|there|in|at)`,
      re`whose ${upTo(2)}${VEHICLE}`,
      re`${VEHICLE} ${upTo(5)}belongs? to`,
      re`who (?:owns|drives) (?:the|that|this) ${upTo(2)}${VEHICLE}`,
      re`${VEHICLE} (?:does|did|do) ${oneOf(PRONOUN_SUBJECT, `my ${RELATION}`, `${DET} ${upTo(1)}${PERSON}`)} (?:drive|own|have)`,
      // The same in Spanish, French, German, Portuguese, Italian.
      re`(?:coche|carro|auto|moto|camioneta|furgoneta) de (?:mi|su|tu)`,
      re`(?:su|sus) (?:coche|carro|auto|moto|camioneta)`,
      re`(?:matricula|placa)s? (?:del|de la|de ese|de esa|de su|de aquel) ${upTo(1)}(?:coche|carro|auto|moto|camioneta|furgoneta|vehiculo)`,
      re`(?:apunta|anota|lee|dime|fotografia) ${upTo(1)}(?:matricula|placa)`,
      re`(?:voiture|moto|camionnette|bagnole) (?:de|du) (?:ma|mon|sa|son)`,
      re`(?:sa|leur) (?:voiture|moto|camionnette|bagnole)`,
      re`${oneOf('immatriculation', 'kennzeichen', 'nummernschild\\w*', 'targa (?:della|del|di)')}`,
      re`(?:sein|seine|seinen|seinem|ihr|ihre|ihren|ihrem) (?:auto|wagen|motorrad)`,
      re`(?:carro|moto|caminhonete) (?:dele|dela|do meu|da minha|do seu|da sua)`,
      re`placa (?:do|da) (?:carro|moto|caminhonete|veiculo)`,
      re`(?:macchina|auto|moto|furgone) (?:di (?:mio|mia|suo|sua|lui|lei)|sua)`,
      cjk(/车牌|車牌|ナンバープレート|他的车|她的车|彼の車|彼女の車/),
    ],
  },

  home: {
    reason: 'Homes are out of scope. Ask about a store, cafe, park, transit stop or venue instead.',
    patterns: [
      // Someone's home: "her apartment", "my neighbour's house", "the house of my boss".
      re`${SOMEONES} ${upTo(1)}${DWELLING}(?! ${DWELLING_AS_MODIFIER})`,
      re`${oneOf('house', 'home', 'apartment', 'flat', 'place')} of ${oneOf('my', 'his', 'her', 'their')} ${RELATION}`,
      // "Dave's house", but not "Lowe's Home Improvement" or "Joe's Place".
      re`[a-z]+'s ${oneOf('house', 'home', 'apartment', 'flat', 'condo', 'residence', 'bedroom', 'backyard', 'driveway', 'porch')}(?! ${oneOf('of', 'improvement', 'depot', 'goods', 'decor', 'store', 'center', 'centre', 'furnishings', 'restaurant', 'cafe', 'bar', 'grill', 'diner', 'kitchen')})`,
      // A particular dwelling: "the house at 12 Oak St", "the blue house on Maple Street".
      re`the (?:${HOUSE_ADJECTIVE} )?${oneOf('house', 'home', 'apartment', 'residence', 'condo', 'townhouse')} ${oneOf('at', 'on', 'across', 'next door', 'next to', 'opposite', 'number')}`,
      re`(?:apartment|apt|flat) ?#? ?\d+[a-z]?`,
      // A dwelling with a street address, even the asker's own: "my home at 742 Evergreen Terrace". "house" and "place"
      // only with "my/our/your", as "the coffee house at 12 Main St" is a business; "home at 5 pm" has no street.
      re`(?:(?<!${oneOf('funeral', 'nursing', 'care', 'retirement', 'group', 'rest')} )${oneOf('home', 'apartment', 'apt', 'flat', 'condo', 'townhouse', 'residence')}|${oneOf('my', 'our', 'your')} ${oneOf('house', 'place')}) (?:is )?(?:at|on) ${STREET_ADDRESS}`,
      // A person's home by name, as in the location "John Smith home, San Francisco"; "house" is left to the possessive
      // rules above, since museums are named that way ("Anne Frank House").
      re`${PERSON_NAME} ${oneOf('home', 'residence', 'apartment', 'flat')}(?! ${oneOf('and museum', 'museum', 'memorial', 'historic')})`,
      re`(?:unit|#) ?\d+[a-z]? ${upTo(3)}(?:apartment|condo|residential) (?:building|complex|block|tower)`,
      // Whether someone is home, and who lives somewhere.
      re`${oneOf('anyone', 'anybody', 'someone', 'somebody', 'nobody', 'no one')} (?:at )?home`,
      re`(?:is|are|was|were) (?:\w+ )?(?:at )?home(?=\s*(?:[?.!,]|$|right now|now|tonight|today|yet|alone))`,
      re`${oneOf('who lives (?:at|in|there|here|next|on)', 'home address', 'residential address', 'private residence')}`,
      // The same in Spanish, French, German, Portuguese, Italian, Chinese and Japanese; as in English, "my house" is the
      // asker's own and passes, while "the house of my neighbour" does not.
      re`(?:su|sus) (?:casa|apartamento|piso|departamento|domicilio)`,
      re`casa de (?:mi|su|tu|mis|sus)`,
      re`(?:sa|leur|son) (?:maison|appartement|appart|domicile|logement)`,
      re`(?:sein|seine|seinem|seinen|seines|ihr|ihre|ihrem|ihren|ihres) (?:haus|hause|wohnung|zuhause)`,
      re`(?:er|sie|jemand) (?:zu )?hause`,
      re`(?:casa|apartamento) (?:dele|dela|deles|delas|do meu|da minha|do seu|da sua)`,
      re`sua casa`,
      re`(?:casa|appartamento) (?:sua|suo|di (?:lui|lei|mio|mia))`,
      cjk(/她家|他家|他们家|住址|家庭地址|自宅|彼の家|彼女の家/),
    ],
  },

  private_person: {
    reason: 'Ask about the place itself, not about a person.',
    patterns: [
      // Where someone lives or works.
      re`where (?!(?:i|we|you) )${upTo(2)}${oneOf('lives', 'live', 'resides', 'sleeps', 'is staying')}`,
      re`where (?:does|did|do) ${upTo(3)}${oneOf('live', 'reside', 'sleep')}`,
      re`where (?:does|did) ${oneOf(PRONOUN_SUBJECT, PERSON_OBJECT)} ${oneOf('work', 'stay', 'park', 'hang out')}`,
      re`${oneOf('(?:his|her) (?:home |house |street |mailing )?address', `address of ${PERSON_OBJECT}`)}`,
      re`where ${oneOf(PRONOUN_SUBJECT, `my ${RELATION}`)} ${oneOf('works?', 'stays?', 'hangs out')}`,
      // Where a specific person is, what they look like or do, who they are with: "is my wife at the gym", "check on my
      // neighbour", "is Jane Doe working at the counter", "check if my husband is having lunch with someone there",
      // "what does John Smith look like", "where is my ex right now". "Are my kids allowed in the bar?" is about the place.
      re`${oneOf('check on', 'check up on', 'spy on', 'find')} ${SPECIFIC_PERSON}`,
      re`${oneOf('is', 'was', 'are', 'were', 'whether', 'if')} ${SPECIFIC_PERSON} (?!${oneOf('allowed', 'welcome', 'permitted')})(?:${oneOf('is', 'are', 'was', 'were', 'still', 'really', 'actually', 'currently', 'already', '\\w+ing(?: [a-z]+)?')} )*${oneOf('at', 'in', 'inside', 'there', 'here', 'with', 'home', 'around', 'back', 'ok', 'okay', 'alright', 'safe', 'working', 'out')}`,
      re`${oneOf('what', 'who', 'how')} ${oneOf('is', 'was', 'are', 'were', 'does', 'did')} ${SPECIFIC_PERSON} ${oneOf('doing', 'wearing', 'up to', 'look like', 'looking like', 'with', 'meeting', 'seeing', 'talking to')}`,
      re`where ${oneOf('is', 'was', 'are', 'were')} ${SPECIFIC_PERSON}(?: right)?(?: now| today| tonight)? ?(?:[?.!,]|$)`,
      // Whether a described person is somewhere: "is the guy in the red jacket still at the bar".
      re`is (?:the|that|this) ${upTo(1)}${PERSON}${NOT_A_PERSON_AFTER} (?:in|with|wearing|who) ${upTo(5)}${oneOf('still', 'there', 'here', 'at', 'inside', 'sitting', 'standing', 'working')}`,
      // Who someone is.
      re`${oneOf('who is', "who's", 'name of', 'identify', 'identity of')} ${PERSON_OBJECT}`,
      re`${oneOf(PERSON, 'someone', 'somebody')} (?:named|called)`,
      re`who ${PRONOUN_SUBJECT} (?:is|are|was|were) (?:with|meeting|seeing)`,
      re`(?:his|her) ${oneOf('name', 'phone number', 'number', 'instagram', 'email', 'schedule', 'shift')}`,
      // The same in Spanish, French, German, Portuguese, Italian.
      re`${oneOf('donde vive', 'ou (?:il |elle )?(?:habite|vit|loge|travaille)', 'wo (?:wohnt|lebt)', 'wo (?:er|sie) (?:wohnt|lebt|arbeitet)', 'onde (?:(?:ele|ela) )?(?:mora|vive|reside)', 'dove (?:abita|vive)')}`,
      re`(?:esta|estan|si|vigila|espia) (?:mi|mis|su) ${ES_RELATION}`,
      re`(?:esta|si|donde esta) ${PERSON_NAME} (?:esta )?(?:en|con|aqui|alli|ahi|trabajando|\?)`,
      re`(?:si|est|voir) (?:mon|ma) ${FR_RELATION}`,
      re`(?:si|est-ce que|ou est) ${PERSON_NAME} (?:est )?(?:au|a la|a l'|dans|avec|ici|la|\?)`,
      re`(?:ist|ob|war) (?:mein|meine) ${DE_RELATION}`,
      re`(?:se|esta|e) (?:o |a )?(?:meu|minha) ${PT_RELATION}`,
      re`(?:se|e|sta) (?:il |la )?(?:mia|mio) ${IT_RELATION}`,
      cjk(/前女友|前男友|前妻|前夫|元カノ|元カレ|元彼|住在哪|住哪/),
    ],
  },
};

/** When several categories match, the most telling one is reported: an override attempt first, a bare person last. */
const PRIORITY: readonly RefusalCategory[] = [
  'rule_override',
  'illegal_or_dangerous',
  'following',
  'identifiable_people',
  'private_property',
  'vehicle',
  'home',
  'private_person',
];

const COMPILED: readonly { category: RefusalCategory; pattern: RegExp }[] = PRIORITY.flatMap((category) =>
  RULES[category].patterns.map((pattern) => ({ category, pattern: compile(pattern) })),
);

/** Latin-script patterns must start and end at word edges; "tail" is not in "retail". */
function compile(pattern: string | Unbounded): RegExp {
  if (typeof pattern !== 'string') return new RegExp(pattern.unbounded, 'u');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'u');
}

const READINGS: readonly Reading[] = ([null, 'i', 'l'] as const).flatMap((one) => [
  { one, wordApart: false },
  { one, wordApart: true },
]);

/**
 * The scope rules: refuses asks about private people, homes, someone's
 * vehicle, entering private property, photographing identifiable people,
 * following anyone, anything illegal or dangerous, and attempts to talk the
 * review out of its rules. Pure and synchronous.
 */
export function checkScopeRules(input: ScopeInput): ScopeVerdict {
  const text = input.location === null ? input.question : `${input.question} . ${input.location}`;
  const forms = [...new Set(READINGS.flatMap((reading) => collapseRuns(normalise(text, reading))))];
  for (const { category, pattern } of COMPILED) {
    if (forms.some((form) => pattern.test(form))) return { refused: true, category, reason: RULES[category].reason };
  }
  return { refused: false };
}
