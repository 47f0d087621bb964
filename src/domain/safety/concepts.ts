import { PERSON_NAME as NAME_MARK } from './names.ts';
import { withoutDroppedMarks } from './readings.ts';

/*
 * The review's vocabulary: concepts, each a list of words in the languages
 * the review reads (en, es, fr, pt, de, it, zh, ja, ko, hi). The rules
 * combine concepts ("follow" + a person), never single phrases, so a new
 * phrasing of a known idea is still caught.
 *
 * How a term matches the folded text (lower case, no accents):
 * - a Latin term matches at the start of a word, so a stem covers its forms
 *   ("follow" also matches "following", "seguir" also "seguirla");
 * - a term ending in "$" must end the word ("tail$" is not "tailor");
 * - a space matches any run of spaces, "~" up to three words in between;
 * - a term in a script without spaces (Chinese, Japanese, Korean, Hindi)
 *   matches anywhere.
 */

export type Concept = RegExp;

const NO_SPACES = /[\u3000-\u9fff\uac00-\ud7af]/;

function escape(text: string): string {
  return text.replace(/[.*+?^{}()|[\]\\]/g, '\\$&');
}

function termPattern(term: string): string {
  // Spaced-out characters ("跟 踪") read as the word: a space may stand between any two of them.
  if (NO_SPACES.test(term)) return [...term.replace(/ /g, '')].map(escape).join('\\s?');
  return escape(term.replace(/\$$/, ''))
    .replace(/~/g, '(?:\\s+[^\\s.!?;]+){0,3}\\s+')
    .replace(/ /g, '\\s+');
}

const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';

/**
 * One pattern for a list of terms, longest first so alternatives do not
 * shadow each other. The word-edge checks are made once per group rather than
 * per term: a pattern of hundreds of terms then stays well under a
 * millisecond.
 */
export function concept(...lists: readonly (readonly string[])[]): Concept {
  const terms = [...new Set(lists.flat().map((term) => withoutDroppedMarks(term).toLowerCase()))].sort((a, b) => b.length - a.length);
  const stems = terms.filter((term) => !NO_SPACES.test(term) && !term.endsWith('$')).map(termPattern);
  const words = terms.filter((term) => !NO_SPACES.test(term) && term.endsWith('$')).map(termPattern);
  const unspaced = terms.filter((term) => NO_SPACES.test(term)).map(termPattern);
  const latin = [stems.length ? `(?:${stems.join('|')})` : '', words.length ? `(?:${words.join('|')})(?!${WORD_CHAR})` : ''].filter(Boolean);
  const parts = [latin.length ? `(?<!${WORD_CHAR})(?:${latin.join('|')})` : '', ...unspaced];
  return new RegExp(parts.filter(Boolean).join('|'), 'u');
}

// ── people ────────────────────────────────────────────────────────────────

/** Third-person pronouns: an ask about "him" or "her" is about a specific person. */
export const PRONOUN = concept(
  ['he$', 'she$', 'him$', 'her$', 'hers$', 'his$', 'himself$', 'herself$', "he's$", "she's$"],
  ['seguirlo', 'seguirla', 'siguelo', 'siguela', 'sigue al', 'siguele', 'sigue a ese', 'sigue a esa', 'sigue a la chica', 'sigue a la mujer', 'seguir a', 'seguirlo', 'seguirla', 'seguirle', 'siga a', 'siga al', 'su casa'],
  ['lui$', "l'$"],
  ['dele$'],
  ['ihn$', 'ihm$'],
  ['lui$', 'lei$'],
  ['他', '她'],
  ['彼', '彼女'],
  ['그가', '그녀', '그를', '그의', '그 사람'],
  ['वह', 'उसे', 'उसका', 'उसकी', 'उसके'],
);

/** A person's name, as the readings mark it (see names.ts). */
export const PERSON_NAME = concept([NAME_MARK]);

/** A named person as the subject of the check: "is Sarah…", "whether Sarah…", "Sarah's shift". */
export const NAMED_SUBJECT = concept(
  ['is', 'was', 'whether', 'if', 'when', 'where', 'does', 'did', 'has', 'see if', 'check if', 'find out if'].map((word) => `${word} ${NAME_MARK}`),
  [`${NAME_MARK}'s`, `${NAME_MARK} is`, `${NAME_MARK} has`, `${NAME_MARK} was`, `${NAME_MARK} ~ is`],
  ['esta', 'si', 'cuando', 'donde'].map((word) => `${word} ${NAME_MARK}`),
  ['est-ce que', 'si', 'quand', 'ou'].map((word) => `${word} ${NAME_MARK}`),
  ['se', 'quando', 'onde'].map((word) => `${word} ${NAME_MARK}`),
  ['ob', 'ist', 'wann', 'wo'].map((word) => `${word} ${NAME_MARK}`),
  ['se', 'quando', 'dove'].map((word) => `${word} ${NAME_MARK}`),
  [`${NAME_MARK} esta`, `${NAME_MARK} est$`, `${NAME_MARK} ist`, `${NAME_MARK} e$`, `${NAME_MARK} sigue`, `${NAME_MARK} arbeitet`, `${NAME_MARK} trabaja`, `${NAME_MARK} travaille`, `${NAME_MARK} lavora`, `${NAME_MARK} trabalha`],
);

/** Relations to the asker or to someone: the usual subjects of stalking asks. */
export const RELATION = concept(
  ['minha ex', 'sein freund', 'ihr freund', 'seine freundin', 'ihre freundin', 'son copain', 'sa copine', 'il suo ragazzo', 'la sua ragazza', 'ex$', 'ex-', 'neighbor$', 'neighbors$', 'neighbour$', 'neighbours$', "neighbor's", "neighbour's", 'exes$', 'wife', 'husband', 'spouse', 'girlfriend', 'boyfriend', 'gf$', 'bf$', 'fiance', 'partner$', 'boss$', 'coworker', 'co-worker', 'colleague', 'roommate', 'flatmate', 'tenant', 'landlord', 'daughter', 'son$', 'sons$', 'kid$', 'kids$', 'child$', 'children$', 'mom$', 'mum$', 'mother', 'dad$', 'father', 'brother', 'sister', 'employee', 'nanny', 'babysitter', 'stepson', 'stepdaughter', 'grandma', 'grandpa', 'grandmother', 'grandfather', 'aunt$', 'uncle$', 'cousin', 'niece', 'nephew', 'teenager', 'teen$', 'ex-wife', 'ex-husband', 'lover$'],
  ['mi esposa', 'vecino$', 'vecina$', 'vecinos$', 'mi esposo', 'mi marido', 'mi mujer', 'mi novia', 'mi novio', 'mi ex', 'exnovi', 'mi hija', 'mi hijo', 'mi jefe', 'mi madre', 'mi padre', 'mi hermana', 'mi hermano', 'mi amig', 'empleado', 'empleada', 'companero de trabajo', 'inquilino', 'mi pareja'],
  ['ma femme', 'mon voisin', 'ma voisine', 'le voisin', 'la voisine', 'mon mari', 'ma copine', 'mon copain', 'mon ex', 'ma fille', 'mon fils', 'mon patron', 'ma mere', 'mon pere', 'ma soeur', 'mon frere', 'mon ami', 'mon amie', 'employe', 'locataire', 'petite amie', 'petit ami', 'collegue'],
  ['minha esposa', 'vizinho$', 'vizinha$', 'meu marido', 'minha mulher', 'minha namorada', 'meu namorado', 'minha filha', 'meu filho', 'meu chefe', 'minha mae', 'meu pai', 'minha irma', 'meu irmao', 'funcionari', 'inquilin'],
  ['meine frau', 'mein mann', 'meine freundin', 'mein freund', 'meine tochter', 'mein sohn', 'nachbar', 'mein chef', 'meine mutter', 'mein vater', 'meine schwester', 'mein bruder', 'mitarbeiter', 'kollege', 'kollegin', 'mieter', 'ex-freund', 'exfreund'],
  ['mia moglie', 'vicino di casa', 'vicina di casa', 'mio vicino', 'mia vicina', 'mio marito', 'la mia ragazza', 'il mio ragazzo', 'mia figlia', 'mio figlio', 'il mio capo', 'mia madre', 'mio padre', 'mia sorella', 'mio fratello', 'dipendente', 'collega', 'inquilino', 'fidanzat'],
  ['老婆', '老公', '妻子', '丈夫', '女朋友', '男朋友', '前女友', '前男友', '女儿', '儿子', '女兒', '兒子', '邻居', '鄰居', '同事', '员工', '員工', '孩子', '妈妈', '爸爸', '租客', '前任'],
  ['妻', '彼氏', '夫が', '夫は', '夫の', '母親', '父親', '元カノ', '元カレ', '娘', '息子', '隣人', '近所の', '上司', '同僚', '従業員', '子供', '子ども'],
  ['아내', '딸이', '딸을', '딸은', '우리 딸', '제 딸', '아이가', '남편', '여자친구', '남자친구', '여친', '남친', '전 여자친구', '전남친', '전여친', '아들', '이웃', '동료', '직원', '엄마', '아빠', '세입자'],
  ['पत्नी', 'पति', 'गर्लफ्रेंड', 'बॉयफ्रेंड', 'बेटी', 'बेटा', 'पड़ोसी', 'पडोसी', 'बॉस', 'कर्मचारी', 'सहकर्मी', 'बच्चे', 'पिता', 'किरायेदार'],
  ['mon associe', 'mon associee', 'mi socio', 'mi socia', 'meu socio', 'minha socia', 'mein geschaftspartner', 'il mio socio', 'business partner', '社員', 'うちの社員', '部下', '직원이', '우리 직원', 'mera employee', 'meri employee', 'mera beta', 'meri beti', 'mera bhai', 'meri behen', 'mera pati', 'meri patni', 'exnovia', 'exnovio', 'ma fille', 'mia ex', 'meine ex', 'minha ex', 'mi ex'],
  ['padosi', 'mera beta', 'meri beti', 'mere papa', 'meri maa', 'mera employee', 'meri patni', 'mera pati', 'mi tia', 'mi abuela', 'mi abuelo', 'mi papa', 'mi mama', 'mio marito', 'mia moglie', 'la mia vicina', 'il mio vicino', 'mi hermano', 'dadi', 'दादी', 'नानी', 'पापा'],
);

/** Words that make a relation the asker's or a third person's: "my", "his", "our". */
export const POSSESSIVE = concept(
  ['my$', 'our$', 'his$', 'her$', 'their$', "someone's", "somebody's", "a stranger's"],
  ['mi$', 'mis$', 'su$', 'sus$', 'nuestro', 'nuestra'],
  ['mon$', 'ma$', 'mes$', 'son$', 'sa$', 'ses$', 'notre$'],
  ['meu$', 'minha$', 'seu$', 'sua$', 'nosso', 'nossa', 'dela$'],
  ['mein', 'meine', 'sein$', 'seine', 'ihr$', 'ihre', 'unser'],
  ['mio$', 'mia$', 'miei$', 'mie$', 'suo$', 'sua$', 'nostro', 'nostra'],
  ['我的', '我', '他的', '她的', '我们的'],
  ['私の', '僕の', '俺の', 'うちの', '彼の', '彼女の'],
  ['내 ', '나의', '우리', '그의', '그녀의'],
  ['मेरी', 'मेरा', 'मेरे', 'उसकी', 'उसका', 'उसके', 'हमारे'],
);

/** People described by who they are: a job, an age, a group. Subjects or objects of a check. */
export const PERSON = concept(
  ['医生', '교수님', '女店员', '店员', 'operadoras', 'operadores', 'inhaberin', 'inhaber', 'rececionista', 'recepcionista', 'dentista', 'todo el que', 'todos los que', 'a todo el', 'tous ceux qui', 'todos que', 'alle die', 'chiunque', 'आने-जाने वालों', 'खड़े लोगों', 'वालों की', 'pareja', 'vigilante', 'dependienta', 'dependiente', 'brocanteur', 'bagnino', 'rider$', '先生', '라이더', '아주머니', '아저씨', 'entrenador', 'dj$', 'ninos$', 'ninas$', 'personas$', 'pessoas$', 'persone$', 'clientes$', 'clients$', 'gaste$', 'gasten$', 'kunden$', 'manifestant', 'manifestantes', 'manifestanti', 'demonstranten', 'swimmer', 'swimmers', 'sunbathers', 'whoever', 'anyone who', 'everyone who', 'bride', 'groom', 'newlyweds', 'brautpaar', 'novios$', 'noivos$', 'sposi$', 'maries$', 'commuters', 'pendler', 'passageiros', 'pasajeros', 'passeggeri', 'passagers', 'dipendenti', 'empleados', 'funcionarios', 'employes', 'mitarbeiter', 'kinder$', 'bambini', 'enfants', 'criancas', '아이들', '부모', '사람들', '손님들', '학생들', 'लड़कियों', 'लड़कों', 'लोगों', 'बच्चों', 'ग्राहकों', '孩子们', '人们', '顾客们', '学生们', '子どもたち', '子供たち', '人たち', '客たち', '生徒', 'speaker', 'speakers', 'sunbather', 'bather', 'everyone$', 'everybody', 'rider', 'organiser', 'organizer', 'jogger', 'man$', 'men$', 'woman', 'women', 'guy$', 'guys$', 'girl$', 'girls$', 'boy$', 'boys$', 'lady$', 'ladies$', 'gentleman', 'dude$', 'person$', 'people$', 'kid$', 'kids$', 'child', 'teen', 'toddler', 'baby$', 'couple$', 'stranger', 'customer', 'shopper', 'tourist', 'cashier', 'barista', 'bartender', 'waiter', 'waitress', 'clerk', 'employee', 'worker$', 'workers$', 'staff member', 'manager$', 'owner$', 'driver$', 'guard$', 'guards$', 'officer', 'nurse$', 'student', 'courier', 'cyclist', 'jogger', 'pedestrian', 'passenger', 'vendor', 'patron', 'guest$', 'guests$', 'resident', 'attendee', 'protester', 'homeless', 'teacher', 'coach$', 'doctor$', 'pharmacist', 'receptionist', 'security guard', 'bouncer', 'old lady', 'old man', 'blonde', 'brunette', 'redhead'],
  ['hombre$', 'mujer$', 'chico$', 'chica$', 'nino$', 'nina$', 'persona$', 'gente$', 'cajer', 'camarer', 'conductor', 'guardia', 'estudiante', 'senor$', 'senora$', 'adolescente', 'empleado', 'dependient', 'repartidor'],
  ['homme$', 'femme$', 'garcon$', 'fille$', 'enfant$', 'personne', 'gens$', 'caissier', 'caissiere', 'serveur', 'serveuse', 'chauffeur', 'vigile', 'etudiant', 'monsieur$', 'madame$', 'ado$', 'adolescent', 'livreur', 'vendeur', 'vendeuse'],
  ['homem$', 'mulher$', 'menino$', 'menina$', 'rapaz$', 'moca$', 'crianca', 'pessoa$', 'atendente', 'garcom', 'motorista', 'seguranca', 'senhor$', 'senhora$', 'entregador', 'vendedor'],
  ['mann$', 'frau$', 'junge$', 'madchen', 'maedchen', 'kinder$', 'person$', 'leute', 'kassierer', 'kellner', 'kundin', 'fahrer', 'wachmann', 'jugendliche', 'verkaufer', 'verkauferin'],
  ['uomo$', 'donna$', 'ragazz', 'bambin', 'persona$', 'gente$', 'cassier', 'camerier', 'autista', 'guardia', 'signor$', 'commess'],
  ['男人', '女人', '男孩', '女孩', '孩子', '小孩', '学生', '学生', '收银员', '服务员', '顾客', '司机', '保安', '那个人', '这个人', '店员', '员工', '老人', '少女', '少年'],
  ['男性', '女性', '男の子', '女の子', '子供', '子ども', '学生', 'レジ係', '店員', '客', '運転手', '警備員', 'あの人', 'その人', '人物', '少女', '少年'],
  ['남자', '여자', '소년', '소녀', '학생', '계산원', '직원', '손님', '운전사', '경비원', '그 사람', '사람'],
  ['आदमी', 'औरत', 'महिला', 'लड़का', 'लड़की', 'बच्चा', 'बच्चे', 'छात्र', 'कैशियर', 'ग्राहक', 'ड्राइवर', 'गार्ड', 'कोई व्यक्ति', 'व्यक्ति'],
  ['das kind', 'ein kind', 'dem kind', 'mein kind', 'typ$', 'typen$', 'mec$', 'mecs$', 'gars$', 'meuf', 'nana$', 'chaval', 'chavala', 'chavo$', 'morro$', 'tizio', 'tizia', 'azubi', 'praktikant', 'stagiaire', 'becario', 'becaria', 'estagiari', 'intern$', 'pastor$', 'priest', 'pfarrer', 'mesero', 'mesera', 'barkeeper', 'barmann', 'barman', 'parent$', 'parents$', 'padres$', 'eltern', 'genitori', 'pais$', 'mom$', 'moms$', '男の人', '女の人', '男的', '女的', '小伙子', '大叔', '阿姨', '的人', '알바생', '알바', '강사님', '선생님', 'aadmi', 'ladka', 'ladki', 'बंदा', 'लड़के', 'शख्स', 'शख़्स'],
  ['musiker', 'musikerin', 'musician', 'busker', 'straßenmusik', 'strassenmusik', 'sdf$', 'sans-abri', 'recepcionista', 'arrumador', 'empregada de mesa', 'cassiera', 'cassiere', 'istruttore', 'istruttrice', 'instructor', 'moniteur', 'bademeister', 'barista', '바리스타', '계산원', '점원', '收银员', '保洁', 'おじさん', 'おばさん', '店員さん', 'कैशियर'],
  ['小朋友', '学员', '家属', '那群人', '女生', '男生', '实习生', '摊主', '外送员', '外卖员', '快递员', '护士', '保安', '保全'],
  ['ladka', 'ladki', 'banda', 'bandi', 'baba$', 'aunty', 'aunti', 'bhaiya', 'waiter', 'nars', 'nurse', 'profe', 'enfermera', 'infermiera', 'chavo', 'coach', 'कोच', 'नौजवान', 'आंटी', 'आदमी'],
);

/** How a single person is told apart: clothes, hair, age, a name with a title. */
export const DESCRIBED = concept(
  ['bigote', 'moustach', 'pelirroj', 'bigode', 'मूंछ', 'biond', 'careca', 'calvo', 'chauve', 'glatze', 'pelato', "vent'anni", 'soixantaine', 'cinquantaine', 'quarantaine', 'trentaine', 'sessantina', '見た目', '얼굴 어떻게', '어떻게 생겼', 'como va vestid', 'comment il est habille', 'como esta vestid', 'wie sie aussieht', 'wie er aussieht', "com'e fatto", 'decrivez', 'describe', 'descreve', 'beschreib', 'descrivi', '描述', '描写', '묘사', 'saal ka', 'saal ki', 'hoodie mein', 'side mirror', 'mochila rota', 'yellow helmet', '노란 헬멧', 'de bata', 'con la felpa', 'quello con', 'quello della', 'in completo', 'cabelo grisalho', 'de bone', 'enfermeira', 'infermiera', 'professora', 'professoressa', 'rubia', 'rubio', 'coleta', 'veinteanera', 'veinteanero', 'de pelo', 'camisa', 'el de ', 'ボブヘア', '短白发', '那位', '금발', '포니테일', '곱슬머리', '살,', '빨간 코트', 'barbu', 'qui s\'appelle', 'er tragt', 'sie tragt', 'grauen anzug', 'barbudo', 'que se llama', 'que se chama', 'barbuto', 'che si chiama', '留胡子', '叫做', 'ひげ', 'という名前の', '수염', '이라는 이름', 'दाढ़ी', 'नाम का', 'hair', 'haired', 'blond', 'blonde', 'glasses', 'coat', 'shirt', 'uniform', 'limp', 'around 1', 'mid-20', 'mid-30', '-year-old', 'year old', 'named', 'called', 'nicknamed', 'professor', 'prof.', 'father ', 'nurse ', 'trainee', 'pelo', 'cabelo', 'capelli', 'haare', 'cheveux', 'lunettes', 'gafas', 'occhiali', 'brille', 'oculos', 'llamad', 'chamad', 'di nome', 'namens', 'nomme', '头发', '白发', '黑发', '眼镜', '髪', 'メガネ', '眼鏡', '머리예요', '안경', 'बाल', 'चश्मा', '叫', 'という', 'wearing', 'in the red', 'in the blue', 'in the black', 'in the white', 'in a red', 'in a blue', 'in a black', 'in a white', 'with the tattoo', 'with tattoos', 'with blond', 'with red hair', 'with dark hair', 'with the beard', 'with a beard', 'with glasses', 'with the glasses', 'years old', 'year-old', 'about 1', 'aged 1', 'on shift', 'hoodie', 'jacket', 'ponytail', 'mr.', 'mrs.', 'ms.', 'dr.', 'mr$', 'mrs$', 'ms$', 'goes by'],
  ['que lleva', 'con la chaqueta', 'con chaqueta', 'de pelo', 'anos$', 'llamad'],
  ['qui porte', 'avec la veste', 'aux cheveux', 'ans$', 'nomme', 'appele'],
  ['que usa', 'de jaqueta', 'de cabelo', 'chamad'],
  ['mit der jacke', 'mit roter', 'mit blonden', 'jahre alt', 'namens'],
  ['con la giacca', 'con i capelli', 'anni$', 'di nome'],
  ['穿着', '穿', '头发', '岁', '叫做', '名叫'],
  ['着た', '髪の', '歳', '才の', 'という名前'],
  ['입은', '살짜리', '살 정도', '이라는'],
  ['पहने', 'बालों', 'साल का', 'साल की', 'नाम का'],
  ['scarf', 'beanie', 'sweater', 'jumper', 'sweatshirt', 't-shirt', 'tshirt', 'ruiva', 'ruivo', 'rothaarig', 'locken', 'blouson', 'casquette', 'gorra', 'bone preto', 'mutze', 'berretto', 'cappellino', 'cappotto', 'manteau', 'casaco', 'trenza', 'tresse', 'zopf', 'treccia', 'tranca', 'barba', 'daadhi', 'dadhi', '背が高', '背の高', '키가 큰', '단발머리', '안경 쓴', 'in his 20s', 'in his 30s', 'in his 40s', 'in her 20s', 'in her 30s', 'in her 40s', '20代', '30代', '40代', '50代', 'decris', 'decrivez', 'describe her', 'describe him', 'annees', 'une douzaine', 'so 17', 'ungefahr 1', 'circa 1', 'cerca de 1', 'unos 1', 'uns 1', 'environ 1', 'black cap', 'red cap', 'baseball cap', 'hoodie', 'sweat gris'],
  ['tatuajes en', 'con tatuaje', 'con el tatuaje', 'avec le tatouage', 'au tatouage', 'com tatuagem', 'tatuagem no', 'tattoo on', 'tattooed', 'mit tattoo', 'mit dem tattoo', 'con il tatuaggio', 'tatuato', 'tatuata', '纹身的', '有纹身', 'タトゥーの', '문신 있는', '문신한', 'टैटू वाला', 'टैटू वाली', 'rothaarige', 'la rousse', 'serveuse rousse'],
  ['piercing', 'frange', 'frangia', 'flequillo', 'franja', 'pony$', 'skinhead', 'スキンヘッド', '白髭', '扎辫子', '高个子', '땋은 머리', '키 큰', 'engenheiro', 'doutor', 'doutora', 'dottor', 'dottoressa', 'ingegner', 'avvocato', 'licenciado', 'ingeniero', 'maitre', 'with the black dog', 'avec le chien', 'mit der geige', 'con la frangia', 'ruiva', 'de colete'],
  ['短发', '长发', '纹身那个', '有纹身', '穿什么', '长什么样', '那个姓', '那位姓', '姓陈的', '姓王的', '姓李的', '姓张的', '姓刘的'],
  ['ghunghrale', 'daadhi wale', 'dreadlocks', 'rastas', 'kareeb 20', '20 saal', 'umar kitni', 'dikhta kaisa', 'rubia', 'bionda', 'coi baffi', 'gande', 'गंजे', 'ट्रैकसूट', 'गर्दन पर', 'laal saree', 'red saree'],
  ['loira', 'sozinha', 'sozinho', 'おじいさん', 'おばあさん', '할머니', '할아버지', 'am stadion', 'tai chi', '太極拳'],
);

/** A person's whereabouts, routine or details: what a check must never be about. */
export const WHEREABOUTS = concept(
  ['계신지', '퇴근', 'esta la hoje', 'está lá hoje', '出诊', '跟谁', 'wirklich beim', 'mit jemand anderem', 'really at', 'actually at', 'actually there', 'esta trabajando', 'esta esperando', 'est-il la', 'ja chegou', 'ya llego', 'aaya hai', 'khada hai', 'ki duty', 'ड्यूटी', 'quando stacca', 'acaba el turno', 'termina o turno', 'fin de service', 'schicht', '出ているか', '기다리고 있는지', '들어가시는지', '집이 어느', 'con quien se ve', 'who they meet', 'arrivato puntuale', 'e da', 'in questo momento', 'con chi si', 'esta hoje', 'de plantao', 'a que horas ela', 'a que horas ele', 'che ora esce', 'llego puntual', 'sigue trabajando', 'ランチしていますか', '今日何時', '今天来', '和谁一起', '几点进', '있나요', '아직 일하는지', '성이 뭔지', '괜찮은지', 'असली नाम', 'कहाँ रुका', 'esta en el', 'is my', 'are my', 'is our', 'whether my', 'if my', 'est-ce que mon', 'est-ce que ma', 'ist mein', 'ist meine', 'e mia', 'e mio', 'esta mi', 'esta minha', 'esta meu', 'really there', 'really at', 'is at', 'are at', 'is she there', 'is he there', 'arrived', 'get to work', 'got to work', 'on time', 'in today', 'still work', 'still working', 'shift ends', 'shift end', 'gets off', 'get off work', 'finishes', 'finish work', 'last name', 'surname', 'real name', 'staying', 'lives in', 'live in', 'meeting with', 'meeting', 'sitting with', 'lunch with', 'eating with', 'is okay', '\'s okay', 'is ok', '\'s ok', 'where he', 'where she', 'who he', 'who she', 'when he', 'when she', 'is she', 'is he', 'did he', 'did she', 'has she', 'has he', 'esta bien', 'avec qui', 'esta bem', 'com quem', 'ob sie', 'ob er', 'mit wem', 'con chi', 'sta bene', '是不是', '在那', '和谁', '几点', '住在哪', 'いるか確認', '誰と', '何時に', '있는지', '누구와', '몇 시', '어디 사', 'कहाँ', 'किसके', 'where ~live', 'where ~works', 'where ~goes', 'where ~went', 'where ~staying', 'who ~with', 'is ~there', 'is ~still there', 'is ~inside', 'comes out', 'come out', 'gets home', 'get home', 'goes home', 'shift ends', 'what time ~leaves', 'what ~wearing', 'what ~looks like', 'is alone', 'with another', 'with someone', 'cheating', 'her name', 'his name', 'their name', 'full name', 'license plate', 'home yet', 'made it home'],
  ['donde esta', 'con quien', 'esta sol'],
  ['ou il', 'ou elle', 'avec qui'],
  ['onde esta', 'com quem'],
  ['wo ist', 'ist er', 'ist sie', 'mit wem'],
  ['dove va', 'con chi'],
  ['在不在', '在哪', '住在', '什么时候离开', '和谁', '在吗'],
  ['どこに住', '出てくる', '誰と'],
  ['어디 살', '누구와', '언제 떠나'],
  ['कहाँ रहता', 'कहाँ रहती', 'कहाँ है', 'किसके साथ'],
  ['showed up', 'show up for', 'turned up', 'his shift', 'her shift', 'routine', 'sick leave', 'called in sick', 'calls in sick', 'esta alli', 'esta ahi', 'esta aqui', 'sigue ahi', 'sigue alli', 'sigue chambeando', 'sigue trabajando', 'il est la', 'elle est la', 'est bien la', 'est-elle la', 'bosse ce soir', 'travaille ce soir', 'ta la', 'esta la mesmo', 'la mesmo', 'ist er da', 'ist sie da', 'schluss hat', 'e ancora li', 'e li$', "c'e oggi", 'e in turno', '本当にいる', 'ほんとにいる', '本当に来て', '出てるか', '来てるか', 'いるって言', '病欠', '跟谁一起', '和谁一起', '在不在', '出勤', '출근했', '출근 했', '계신지', '누구랑', '누구하고', 'हैं क्या', 'बैठी हैं', 'बैठे हैं', 'ghoom raha', 'ghoom rahi', 'dhoondh', 'dhundh', 'kiske saath', 'किसके साथ', 'बीमारी की छुट्टी'],
  ['il est encore', 'elle est encore', 'est encore la', 'est encore aux', 'noch da$', 'noch dort'],
  ['下班', '上不上班', '到底来没来', '来没来', '在席', '何時に帰る', '本当に診察', 'de service aujourd', 'est-elle de service', 'est-il de service', 'heute da ist', 'ist heute da', "oggi c'e", 'esta hoje', 'esta a trabalhar', 'a trabalhar hoje', 'esta hoy', 'a que horas costuma', 'costuma ir embora', 'a qui parle', 'with whom', 'almoca sempre', 'esta la agora', '근무인지', '몇 시에 끝', '누구랑', 'है क्या'],
  ['今天上班', '上班了吗', '上班吗', '有没有来', '有没有出摊', '今天在吗', '在事务所吗', '在诊所吗', '中午跟谁'],
  ['duty pe hai', 'duty par hai', 'shift pe hai', 'kitne baje chhutti', 'chhutti kab', 'aaj aaye', 'aaj aayi', 'aaj aaya', 'kiske saath aayi', 'kiske saath aaya', 'de turno hoy', 'esta de turno', 'a que hora sale', 'in servizio oggi', 'e in servizio', 'con quien llego', 'vino hoy', 'आज कैंपस', 'आई हैं क्या', 'आए हैं क्या'],
  ['今日は来てますか', '来てますか', '오늘 나오셨', '나오셨어요', 'esta sozinha', 'está sozinha', 'aa gayi kya', 'आ गई क्या', 'आ गया क्या', 'where she usually', 'where he usually', 'いつもどこに', '보통 어디'],
);

/** Asking someone about themselves: the worker talks to a person for their details. */
export const ASK_PERSON = concept(
  ['ask him', 'ask her', 'ask them', 'ask the', 'ask that', 'find out from'],
  ['preguntale', 'pregunta al', 'pregunta a la', 'preguntar al'],
  ['demande-lui', 'demandez-lui', 'demande au', 'demande a la', 'demandez au'],
  ['pergunte', 'pergunta pro', 'pergunta pra', 'pergunta ao', 'pergunta a'],
  ['frag ihn', 'frag sie', 'frag den', 'frag die', 'fragen sie'],
  ['chiedi', 'chiedigli', 'chiedile'],
  ['问他', '问她', '问问', '问一下'],
  ['聞いて', '尋ねて', '聞いてきて'],
  ['물어봐', '물어보', '여쭤'],
  ['पूछ', 'puchh', 'poochh'],
  ['알아봐', '알아 봐', '물어', 'poochna', 'puchna'],
);

/** A person's own details: where they live or stay, their name, their number. */
export const PERSONAL_DETAIL = concept(
  ['where he', 'where she', 'where they live', 'where they stay', 'his name', 'her name', 'their name', 'full name', 'last name', 'phone number', 'number', 'address', 'lives', 'staying', 'schedule', 'what time she', 'what time he'],
  ['donde vive', 'donde se queda', 'nombre', 'apellido', 'telefono', 'direccion', 'horario'],
  ['ou il habite', 'ou elle habite', 'nom$', 'numero', 'adresse', 'horaires'],
  ['onde mora', 'onde ele', 'onde ela', 'nome', 'telefone', 'endereco'],
  ['wo er wohnt', 'wo sie wohnt', 'namen', 'nummer', 'adresse'],
  ['dove abita', 'dove vive', 'nome', 'numero', 'indirizzo'],
  ['住哪', '住在哪', '名字', '电话', '地址'],
  ['住所', '名前', '電話番号', 'どこに住'],
  ['어디 사', '이름', '전화번호', '주소'],
  ['कहाँ रहत', 'नाम', 'नंबर', 'पता'],
  ['como se llama', 'como se chama', "comment il s'appelle", "comment elle s'appelle", 'wie er heisst', 'wie sie heisst', 'come si chiama', '叫什么', '名前を', '名前も', '이름도', '이름을', 'नाम पूछ', 'naam'],
);

// ── what the worker is asked to do ────────────────────────────────────────

/**
 * Doing rather than looking: physical acts a worker is never asked to do
 * (take, light, climb, swim, carry, hand over, buy from someone, bet, spray,
 * tear, break, pretend). Only unambiguous forms: "buy one", not "buy".
 */
export const FORBIDDEN_ACT = concept(
  ['steal a$', 'steal one', 'steal it', 'steal some', 'steal the', 'steal me', 'shoplift', 'pocket it', 'pocket one', 'swipe one', 'swipe a', 'nick a', 'nick one', 'pinch a', 'walk out without paying', 'without paying', 'leave without paying', 'light the', 'light one', 'light it', 'light them', 'light a', 'set off the', 'set them off', 'set it off', 'ignite', 'set fire', 'climb over', 'climb the', 'climb up', 'climb onto', 'climb into', 'climb through', 'scale the', 'hop the', 'hop over', 'jump the fence', 'jump the gate', 'jump over', 'swim out', 'swim to$', 'swim across', 'go for a swim', 'wade', 'dive in', 'walk out on', 'go out on', 'step out on', 'walk along the tracks', 'walk on the tracks', 'stand on the tracks', 'cross the tracks', 'walk along the track', 'onto the tracks', 'pick them up', 'pick it up', 'pick one up', 'pick up the package', 'pick up a package', 'deliver it', 'deliver the', 'carry a package', 'carry the package', 'carry this', 'hand it to', 'hand the', 'give it to', 'give the package', 'buy one', 'buy me', 'buy a gram', 'buy some', 'buy a few', 'score some', 'put $', 'place a bet', 'bet on', 'bet $', 'wager', 'play a hand', 'sit in on', 'spray-paint the', 'spray paint the', 'spray paint a', 'spray paint on', 'spray-paint a', 'spray the', 'tag the', 'rip down', 'tear down', 'rip off the', 'tear off', 'smash the', 'smash a', 'smash it', 'break the', 'break into', 'break in', 'pry', 'jimmy', 'pick the lock', 'scratch the', 'key the', 'slash', 'deflate', 'let the air', 'let air out', 'pretend to be', 'pretend you', 'pose as', 'say you are', "say you're", 'tell them you', 'claim to be', 'ask for a key', 'get a key', 'get a new key'],
  ['roba$', 'robar', 'robale', 'robate', 'hurta', 'agarra', 'sin pagar', 'sin pasar por caja', 'enciende', 'prende los', 'prende el', 'trepa', 'escala la', 'escala el', 'salta la', 'salta el', 'nada hasta', 'camina sobre', 'recoge el', 'recoge la', 'recogelo', 'entregalo', 'entregaselo', 'entrega el paquete', 'lleva el paquete', 'llevalo a', 'compra$', 'comprame', 'consigueme', 'apuesta', 'juega una', 'grafitea', 'pinta un', 'arranca', 'rompe el', 'rompe la', 'romper el', 'romper la', 'pincha', 'hazte pasar', 'di que eres'],
  ['vole$', 'volez', 'chipe', 'sans payer', 'allume les', 'allume le', 'allumez', 'escaladez', 'escalade le', 'escalade la', 'escalade les', 'grimpe', 'nage$', 'nagez', 'marchez sur', 'marche sur', 'ramasse', 'remets', 'achete-moi', 'achetez-moi', 'achete un', 'achete une', 'achetez un', 'achetez une', 'procure-moi', 'parie', 'pariez', 'jouez', 'joue ~ poker', 'tague', 'arrache', 'casse la', 'casse le', 'cassez', 'brise', 'crever', 'fais-toi passer', 'faites-vous passer', 'dis que tu'],
  ['roube', 'roubar', 'furte', 'pegue', 'sem pagar', 'acenda', 'acender', 'escale', 'pule a', 'pule o', 'nade', 'caminhe sobre', 'recolha', 'entregue o', 'entregue a', 'entregue em', 'leve o pacote', 'compre$', 'compra pra mim', 'arrume', 'aposte', 'jogue', 'fezinha', 'picha o', 'picha a', 'pichar$', 'pinte o', 'pinte a', 'pinte um', 'arranque', 'quebre', 'risque', 'fure', 'finja ser', 'diga que voce'],
  ['klau', 'stiehl', 'stehlen', 'mitgehen lassen', 'ohne zu bezahlen', 'zunde ~ an', 'anzunden', 'kletter uber', 'kletter auf', 'klettere', 'spring uber', 'spring in', 'schwimm zu', 'schwimm raus', 'schwimm hinaus', 'heb ~ auf', 'aufheben', 'liefere', 'ubergib', 'kauf mir', 'kauf dir', 'kaufe mir', 'besorg mir', 'besorge mir', 'wette$', 'wetten$', 'spruh', 'reiss ~ ab', 'reiß ~ ab', 'abreissen', 'abreißen', 'zerkratz', 'gib dich als', 'sag, du', 'sag du'],
  ['ruba$', 'rubare', 'rubagli', 'sfila qualche', 'sfila il', 'senza pagare', 'accendi', 'accendere', 'scavalca', 'arrampicati', 'arrampicarsi', 'nuota fino', 'nuota verso', 'cammina sul', 'raccogli', 'consegnalo', 'consegna il pacco', 'porta il pacco', 'compra$', 'comprami', 'procurami', 'scommetti', 'gioca una', 'imbratta', 'strappa', 'rompi$', 'fingiti', 'fai finta di essere'],
  ['偷', '顺走', '不付钱', '没付钱', '点燃', '点火', '放烟花', '翻过', '翻墙', '爬上', '爬到', '游到', '走到冰', '捡', '带回', '交给', '帮我买', '去买', '买一部', '买点', '下注', '赌', '喷漆', '涂鸦', '撕掉', '砸', '划车', '划伤', '扎破', '冒充', '假装是'],
  ['盗んで', '盗む', '盗って', '万引き', '払わずに', '火をつけ', '点火', 'よじ登', '乗り越え', '泳いで', '拾って', '拾い', '届けて', '渡して', '買ってきて', '賭け', 'スプレーで', '落書きして', '剥がして', '破って', '壊し', '傷つけ', 'ふりをして', 'なりすま'],
  ['훔치', '훔쳐', '계산 안 하고', '몰래 가져', '불을 붙', '불 붙', '기어올라', '담을 넘', '넘어 들어가', '헤엄', '주워', '건네', '갖다 줘', '사 와', '사다 줘', '베팅', '스프레이로 ', '낙서해', '찢어', '부숴', '긁어', '펑크 내', '척하고', '사칭'],
  ['चुरा', 'चोरी कर', 'बिना पैसे', 'आग लगा', 'पटाखे जला', 'तैर', 'उठा लाओ', 'उठाकर', 'पहुँचा दो', 'पहुंचा दो', 'खरीद लाओ', 'खरीद कर', 'खरीद ला', 'ले आओ', 'ले आना', 'दांव', 'जुआ', 'तोड़', 'खरोंच', 'बनकर', 'chura', 'le aao', 'kharid', 'khareed'],
  ['ride it', 'bring it to me', 'pocket two', 'pocket a', 'pocket the', 'pocket them', 'slap a', 'slap some', 'slap these', 'slap a few', 'stick these', 'stick a few', 'open it up', 'open the bag', 'open the backpack', 'open the case', 'steck eine', 'steck sie', 'in die jackentasche', 'in die tasche stecken', 'カバンに入れて', 'ポケットに入れ', '打开看看', '打开它', '開けて中身', 'खोलकर', 'pahuncha dena', 'pahucha dena', 'पहुँचा देना', 'पहुंचा देना', '사다 주세요', '사다주세요', '사다 줘', '找人买', 'compre pra mim', 'compra para mim', 'comprame', 'consigueme', 'consigue un'],
  ['meterte en el bolsillo', 'en el bolsillo', 'dans ta poche', 'dans la poche', 'no bolso', 'na mochila sem', 'in tasca', 'in die tasche', 'जेब में', 'ポケットに', '주머니에', '口袋里', '装进兜', 'pega estas', 'pegatinas en', 'kleb diesen', 'kleb die', 'colle ces', 'cola estes', 'attacca questi', 'चिपका दो', 'चिपका', 'metta questo', 'slip this', 'tape this'],
  ['拉开拉链', '打开拉链', 'ジッパーを開け', '지퍼를 열'],
  ['फाड़ दो', 'फाड़ देना', 'फाड़ डालो', '拉开看看', '拉开看'],
  ['abre e ve', 'abra e veja'],
);

/** Scouting a place for theft: where the cameras do not reach, which doors are not alarmed, whether the tags set off the gate. */
export const THEFT_SCOUTING = concept(
  ['blind spot', 'blind spots', "cameras don't", 'cameras do not', "camera doesn't", 'cameras miss', 'not covered by camera', 'no camera', 'out of camera', 'where the cameras', 'which cameras', 'cameras point', 'cameras are pointed', 'no security tags', 'not alarmed', "isn't alarmed", 'no alarm on', 'propped open', 'security tags', 'alarm beeps', 'alarm goes off', 'gate beeps', 'without setting off'],
  ['angulo muerto', 'angulos muertos', 'punto ciego', 'puntos ciegos', 'sin cubrir', 'donde estan las camaras', 'las camaras no', 'sin camaras', 'sin alarma', 'etiqueta de seguridad'],
  ['angle mort', 'angles morts', 'ni cameras', 'ni antivol', 'sans camera', 'ou sont les cameras', 'les cameras ne', 'pas de camera', 'sans antivol'],
  ['ponto cego', 'pontos cegos', 'onde ficam as cameras', 'sem camera', 'as cameras nao', 'sem alarme', 'etiqueta antifurto'],
  ['toter winkel', 'toten winkel', 'tote winkel', 'wo die kameras', 'keine kamera', 'ohne kamera', 'kameras nicht', 'ohne alarm', 'sicherungsanlage', 'piept'],
  ['angolo cieco', 'angoli ciechi', 'punti ciechi', 'dove sono puntate le telecamere', 'telecamere non', 'senza telecamere', 'restano scoperte', 'antitaccheggio'],
  ['监控死角', '死角', '摄像头拍不到', '拍不到的', '没有监控', '监控盲区', '盲区', '防盗门会不会响'],
  ['死角', 'カメラの位置', 'カメラがない', '防犯ゲート', '防犯タグ'],
  ['사각지대', 'cctv 위치', 'cctv가 없는', '카메라가 없는'],
  ['कैमरा नहीं', 'कैमरे नहीं', 'नहीं पहुँचता', 'नहीं पहुंचता', 'ब्लाइंड स्पॉट'],
  ["aren't alarmed", 'anything beeps', "don't seem to cover", "don't cover", "doesn't cover", 'no tienen alarma', 'no cubren', 'no cubre', '照不到', '拍不到', '向いていない', '映らない', '경보 안 울리', '경보가 안', '不会响', '不响警报', 'कैमरे किन', 'कैमरा किस', 'zone cieche', 'zona cieca', 'bloccadisco', 'cable lock', 'cable locks', 'kabelschloss', 'antivol a cable', 'ワイヤーロック', '钢缆锁', '缆锁', 'केबल लॉक', '와이어 자물쇠', 'wire lock', 'quick release', 'quick-release', 'クイックリリース', '快拆', '퀵릴리즈', 'antirroubo', 'antirrobo', 'skimmer', 'fessura del bancomat', 'card reader on', 'keypad', 'テンキー', '对着键盘', '키패드', 'कीपैड', 'pin pad', 'pin-pad', 'weak locks', 'cheap locks'],
);

/** Asking who a person is with. */
export const WITH_WHOM = concept(
  ['who ~with', 'who they are with', 'con quien', 'avec qui', 'com quem', 'mit wem', 'con chi'],
  ['和谁', '跟谁', '与谁'],
  ['誰と'],
  ['누구랑', '누구와', '누구하고'],
  ['किसके साथ', 'kiske saath', 'kiske sath'],
);

/** Going after someone: following, tailing, tracking. */
export const FOLLOW = concept(
  ['hacia donde va', 'hacia donde se va', 'en que taxi', 'que taxi', 'que autocarro', 'que onibus', 'onde sai', 'mismo tren', 'mismo autobus', 'meme train', 'meme bus', 'gleichen zug', 'stesso treno', '往哪边', '往哪走', '上哪辆', '哪辆出租车', '同じ電車', '같은 열차', 'dove va l', 'quando esce', 'mesmo onibus', 'onde ele desce', 'onde ela desce', 'siga o', 'siga a', 'descubra onde fica', 'me avisar quando', 'mi avvisi quando', 'hacia donde gira', 'en que coche se va', 'どの車に乗って', 'どっちの方向', 'どこで降りる', '同じバスに乗', '誰が迎えに', '跟着它', '停在哪', '어떤 차를 타고', '어느 방향', '어느 쪽으로', '따라가서', '나갈 때까지', 'garder un oeil', 'ou elle va', 'ou il va', 'la suivre', 'le suivre', 'suivre l', 'ou ~ emmene', 'im auge behalt', 'im auge behalten', 'wohin sie', 'wohin er', 'wer ihn abholt', 'wer sie abholt', 'no ojo', 'a donde va', 'adonde va', 'para onde ela', 'para onde ele', 'd\'occhio', 'dove va', '她去哪', '他去哪', '去了哪', 'どこへ行', 'どこに行', '어디로 가', '어디 가는지', 'कहाँ जाती', 'कहाँ जाता', 'keep pace', 'ride behind', 'ride along', 'stick with', 'stay on her', 'stay on him', 'gets off', 'which way he', 'which way she', 'where he goes', 'where she goes', 'where they park', 'where it parks', 'everywhere she', 'everywhere he', 'his direction', 'her direction', 'heads north', 'heads south', 'trail it', 'tail the', 'follow it', 'which building', 'gets into', 'what ~drives', 'same bus as', 'goes into', 'drops off', 'his route', 'her route', 'full route', 'daily route', 'follow', 'tail$', 'tailing', 'tailed', 'shadow', 'trail$', 'trailing', 'walk behind', 'stay behind', 'go after', 'keep up with', 'keep eyes on', 'keep watching', 'keep tabs', 'watch where', 'see where', 'note where', 'where ~goes', 'where ~heads', 'which way ~goes', 'which way ~went', 'drives off', 'drove off', 'drive off', 'pulls out', 'stalk', 'stake out', 'stakeout', 'surveil', 'spy on'],
  ['siguelo', 'siguela', 'persigue', 'perseguir', 'vigila', 'vigilar', 'a donde va', 'adonde va', 'detras de'],
  ['suis-le', 'suis-la', 'suivre', 'suivez', 'filer', 'file-', 'filature', 'surveille', 'surveiller', 'espionne', 'ou il va', 'ou elle va', 'derriere'],
  ['siga-', 'siga o', 'siga essa', 'siga esse', 'segue ele', 'segue ela', 'seguir o', 'seguir ele', 'seguir ela', 'persegu', 'vigie', 'vigiar', 'para onde vai', 'atras d'],
  ['folge ihm', 'folge ihr', 'folge dem', 'folge der', 'folgen sie', 'verfolge', 'verfolgen', 'beschatte', 'hinterher', 'beobachte', 'wohin er', 'wohin sie', 'hinter ihm', 'hinter ihr'],
  ['seguilo', 'seguila', 'segui quel', 'segui quella', 'seguire quel', 'seguire la', 'seguire il', 'seguire lui', 'seguire lei', 'pedina', 'pedinare', 'sorveglia', 'dove va', 'dietro'],
  ['跟踪', '跟蹤', '跟着', '跟著', '尾随', '跟随', '盯着', '盯住', '监视', '去哪'],
  ['尾行', '後をつけ', 'あとをつけ', 'ついて行', 'ついていって', '追いかけ', '追跡', '見張', 'どこへ行く', 'どこに行く'],
  ['따라가', '따라 가', '미행', '쫓아', '뒤를 밟', '감시', '어디로 가'],
  ['पीछा', 'पीछे पीछे', 'पीछे जा', 'निगरानी', 'कहाँ जाता', 'कहाँ जाती'],
  ['which direction', 'what direction', 'which way it', 'which way they', 'quelle direction', 'dans quelle direction', 'welche richtung', 'in welche richtung', 'wohin er lauft', 'wohin sie lauft', 'que direccion', 'hacia donde camina', 'qual direcao', 'para que lado', 'quale direzione', 'da che parte va', '哪个方向', '往哪个方向', 'どっちに', 'どっちへ', 'どの方向', '어느 쪽', '어느 방향', 'किस तरफ', 'किधर', 'पीछे लगे', 'पीछे लग', 'peeche', 'picha karo', '跟上', 'bike se peeche'],
  ['keep him in sight', 'keep her in sight', 'keep them in sight', 'which street he', 'which street she', 'in welche strasse', 'geh ihm', 'geh ihr', 'quel bus il prend', 'quale tram prende', 'dove scende', 'stesso treno', 'a quale fermata scende', "jusqu'ou il", 'hacia donde va', 'every time ~ comes in', 'comes in and out', 'in and out of', 'entra o esce', '进出的时间', '每次进出', '드나드는 시간', '같이 타', 'पीछा कर', 'दूरी बनाकर'],
  ['往哪条巷子', '往哪條巷子', '跟一下', '打个车跟'],
  ['peeche peeche', 'peechhe', 'kis taraf gaya', 'kis taraf gayi', 'kis taraf gaye', 'kaunsi auto', 'nazar mein rakho', 'kisse milta', 'mismo colectivo', 've detras', 'camina detras', 'unos pasos atras', 'bajate donde se baje', 'tienigli dietro', 'vagli dietro', 'vai al loro passo', 'al loro passo', 'che tram prende', 'in che portone entra', 'in che vicolo gira', 'stessa fermata', 'पीछे-पीछे', 'उसी डिब्बे', 'रफ़्तार से', 'रफ्तार से', 'थोड़ी दूरी'],
);

/** Going after someone or something in words that mean nothing else: tailing, stalking, a stakeout. */
export const STALK = concept(
  ['tail the', 'tail it', 'tail him', 'tail her', 'tail them', 'tailing', 'stalk him', 'stalk her', 'stalk them', 'stalking', 'stake out', 'stakeout', 'surveil', 'spy on', 'follow it$', 'follow them$', 'follow that', 'follow the truck', 'follow the van', 'follow the car', 'track where', 'keep an eye on her', 'keep an eye on him'],
  ['persigue', 'perseguir', 'sigue sus pasos', 'siguele', 'sigue a ese', 'sigue a esa', 'no le quites el ojo'],
  ['filer quelqu', 'filature', 'prendre en filature', 'garder un oeil sur', 'suis-la', 'suis-le', 'suis la ', 'suivez-la', 'suivez-le'],
  ['persegu', 'siga o', 'siga a', 'siga esse', 'siga essa', 'fique de olho n'],
  ['beschatte', 'verfolge', 'verfolgen', 'im auge behalt', 'geh ihr nach', 'geh ihm nach', 'hinterhergehen'],
  ['pedina', 'tieni d\'occhio', 'tenere d\'occhio', 'seguila', 'seguilo'],
  ['跟踪', '跟蹤', '尾随', '跟上他', '跟上她', '跟着它', '跟着他', '跟着她'],
  ['尾行', '後をつけ', 'あとをつけ', 'つけて行'],
  ['미행', '뒤를 밟', '따라가서', '따라가 줘'],
  ['पीछा', 'पीछे पीछे'],
);

/** Keeping a log of when someone comes and goes: following without moving. */
export const COMINGS_AND_GOINGS = concept(
  ['comes and goes', 'comings and goings', 'arrives and leaves', 'when she arrives', 'when he arrives', 'who picks her up', 'who picks him up', 'log when', 'note the times', 'every time ~ enters', 'every time ~ leaves'],
  ['entradas y salidas', 'a que hora llega y', 'a que hora se va', 'quien la recoge', 'quien lo recoge'],
  ['allees et venues', 'quand elle arrive', 'quand il arrive', 'quand elle part', 'quand il part'],
  ['entradas e saidas', 'a que horas chega', 'a que horas sai'],
  ['kommt und geht', 'wann sie kommt', 'wann er kommt', 'wann sie geht', 'wann er geht', 'wer sie abholt', 'wer ihn abholt'],
  ['entrate e uscite', 'quando arriva e', 'quando esce e'],
  ['进出的时间', '进出时间', '几点进', '几点出'],
  ['出入りした', '出入りの時刻', '出入りする時刻'],
  ['나갔다 들어오', '들어오고 나가', '드나드는'],
  ['आना-जाना', 'आने-जाने का समय', 'कब आती', 'कब आता', 'कब जाती', 'कब जाता'],
  ['entra ed esce', 'entra e esce', 'entra y sale', 'entre et sort', 'arrive et repart', 'arrive et part', 'kommt und wieder geht', 'a che ora entra', 'a che ora esce', 'a quelle heure', "l'heure ou", 'wann er rauskommt', 'wann sie rauskommt', '几点出来', '几点离开', '何時に出', 'कब निकल', 'starts moving', 'pulls away'],
  ['betritt und wieder verlasst', 'comes in and out', 'every time ~ comes in'],
  ['kis time aata', 'kis time jaata', 'aata hai, kis time', 'kab aata', 'kab jaata', 'poora hafta'],
);

/** Waiting for or staying with someone, and reporting their comings and goings. */
export const WAIT_FOR = concept(
  ['sit in the', 'outside the gym until', 'until the', 'until my', 'until he', 'until she', 'until it', 'wait for', 'wait outside', 'wait until', 'wait till', 'wait by', 'wait near', 'wait at', 'hang around', 'hang out', 'stay with', 'stay until', 'stay outside', 'stick around', 'linger', 'text me when', 'tell me when', 'let me know when', 'ping me when', 'message me when', 'call me when', 'notify me when', 'alert me when', 'watch for', 'watch the door', 'look out for', 'sit outside', 'park outside'],
  ['espera', 'esperar', 'avisame cuando', 'quedate'],
  ['attends', 'attendre', 'previens-moi quand', 'reste '],
  ['espere', 'esperar', 'me avise quando', 'fique'],
  ['warte', 'warten', 'sag mir wenn', 'bleib'],
  ['aspetta', 'aspettare', 'avvisami quando', 'resta'],
  ['等他', '等她', '等到', '等着', '守着', '告诉我他', '告诉我她'],
  ['待って', '待ち伏せ', '見張って', '出てきたら'],
  ['기다려', '기다리', '나오면'],
  ['इंतज़ार', 'इंतजार', 'रुको'],
  ['the second', 'the moment', 'as soon as', 'sobald', 'des que', 'assim que', 'en cuanto', 'apenas salga', 'non appena', 'appena', 'जैसे ही', 'したらすぐ', 'たらすぐ', '出てきたら', '一出来', '出来就', '나오면 바로', '나오는 대로', 'installe-toi', 'poste-toi', 'stell dich', 'resta al', 'resta davanti', 'bleib an', 'bleib vor', 'quedate en', 'fica na', 'fique na'],
  ['aspettalo', 'aspettala', 'esperalo', 'esperala', 'attends-le', 'attends-la', 'wart auf ihn', 'wart auf sie'],
);

/** Coming and going: leaves, arrives, comes out. */
export const COMING_GOING = concept(
  ['leaves', 'collects', 'packs up', 'closes', 'finishes', 'leave', 'leaves', 'leaving', 'arrive', 'arrives', 'comes out', 'come out', 'walks out', 'gets out', 'gets in', 'shows up', 'goes in', 'goes home', 'drives off', 'pulls in', 'pulls out', 'gets home', 'who comes', 'who goes', 'who enters', 'who leaves'],
  ['sale', 'salga', 'llega', 'entra'],
  ['sort', 'arrive', 'part$', 'entre'],
  ['sai$', 'saia', 'chega', 'entra'],
  ['geht', 'kommt', 'rauskommt', 'ankommt'],
  ['esce', 'arriva', 'entra'],
  ['离开', '出来', '到达', '回家'],
  ['出てく', '出る', '帰る', '来たら'],
  ['나오', '떠나', '도착'],
  ['निकल', 'आए', 'जाए'],
  ['starts moving', 'pulls away', 'pulls off', 'moves off', 'ressort', 'repart', 'sort de', 'rauskommt', 'raus kommt', 'saiu', 'sair', 'esce dal', 'entra ed esce', '出てき', '出てくる', '出发', '出發', '开走', '开出', '나오', 'निकले', 'निकलता', 'निकलती'],
  ['rientra', 'rentre', 'regresa', 'volta do trabalho', 'heimkommt'],
);

/** Photographing or recording: allowed for places and things, not for people. */
export const RECORD = concept(
  ['grabe', 'grabala', 'grabalo', 'फ़ोटो', 'फ़ोटो लो', 'तस्वीरें', 'photo', 'picture', 'pic$', 'pics$', 'snap', 'shot$', 'shots$', 'film', 'video', 'record', 'selfie', 'close-up', 'closeup', 'zoom in', 'capture', 'camera', 'image', 'footage', 'portrait', 'document who', 'note who', 'list who', 'write down who'],
  ['foto', 'fotograf', 'graba', 'grabar', 'video', 'retrat'],
  ['photo', 'filme', 'filmer', 'enregistre', 'prends en photo', 'video'],
  ['foto', 'fotograf', 'filma', 'filmar', 'grava', 'gravar'],
  ['foto', 'fotografier', 'filme', 'filmen', 'aufnahme', 'aufnehmen', 'knips'],
  ['foto', 'fotograf', 'filma', 'riprend', 'registra'],
  ['拍', '照片', '录像', '錄影', '录下', '摄像', '相片'],
  ['写真', '撮', '録画', '撮影', '動画'],
  ['사진', '촬영', '찍', '녹화', '영상'],
  ['फोटो', 'तस्वीर', 'वीडियो', 'रिकॉर्ड'],
  ['livestream', 'live stream', 'stream it', 'en vivo', 'en direct', 'ao vivo', 'in diretta', '直播', '录一下', '录个', '生配信', '라이브', 'लाइव'],
  ['录一段', '录影', '视频', '影片', '录下来'],
);

/** Names of shops and goods built on a recording word: "record store", "photo booth". */
export const RECORD_AS_THING = concept(
  ['record store', 'record shop', 'records store', 'vinyl record', 'film festival', 'film camera', 'photo booth', 'photo center', 'photo counter', 'photo lab', 'video game', 'video games', 'video store', 'picture frame', 'picture frames', 'movie', 'film screening', 'record low', 'record high', 'on record', 'shot glass', 'flu shot', 'flu shots', 'covid shot', 'booster shot', 'vaccine shot', 'snap peas', 'snapple', 'image of the', 'image consultant'],
  [], [], [], [], [], ['拍卖', '球拍'], [], [], [],
);

/** Faces and identities: what makes a person in a photo identifiable. */
export const FACE = concept(
  ['volti', 'se les vea la cara', 'se le vea la cara', 'chi sono', 'चेहरा साफ़', 'चेहरे दिखने', 'headshot', 'headshots', 'nahaufnahme', 'gros plan', 'primo piano', 'de cerca a', 'de perto', '클로즈업', 'क्लोज़-अप', 'क्लोज-अप', 'front-on', 'what they look like', 'their faces', 'name badges', 'name tags', 'cartellini col nome', 'namensschild', 'foto nitida dell', 'volti ben visibili', 'fedeli delle prime', 'sposi e invitati', 'noivos e os convidados', 'fotos com zoom das', 'filmar de perto as pessoas', 'de perto as pessoas', 'das mulheres', 'delle donne', 'personas que entran', '出入りする人', '女子高生の写真', 'लोगों के चेहरों', 'चेहरों की', 'les enfants et les parents', 'photographier les enfants', 'brautpaar', 'den gasten', 'nahaufnahmen', 'foto von dem paar', 'fotografiar a los ninos', 'fotografar as criancas', 'fotografare i bambini', '拍孩子', '子どもを撮', '아이들을 찍', 'बच्चों की फोटो', 'headshot', 'photograph the people', 'photos of the people', 'photo of the people', 'photos of everyone', 'photo of everyone', 'the people next to', 'who\'s there', 'who is there', 'close-up photos of', 'close-ups of', 'face', 'faces', 'facial', 'identif', 'recogni', 'who is in', 'who was in', 'who goes', 'who comes', 'who enters', 'who is there', 'names of', 'badge', 'name tag', 'nametag'],
  ['cara', 'caras', 'rostro', 'quien entra', 'quien esta'],
  ['visage', 'qui entre', 'qui est'],
  ['rosto', 'cara$', 'quem entra', 'quem esta'],
  ['gesicht', 'wer reingeht', 'wer da ist'],
  ['volto', 'viso', 'faccia', 'chi entra'],
  ['脸', '面孔', '长相', '谁进', '谁在'],
  ['顔', '誰が'],
  ['얼굴', '누가'],
  ['चेहरा', 'चेहरे', 'कौन'],
  ['frontal', 'von vorne', 'de frente', 'de face', 'which parents', 'which kids', '认出', '认得出', '是谁', '一个一个', '一个个', '进出的人', '出入的人', 'ちゃんと顔', '誰だか', '누군지', 'पहचान'],
  ['親を全員', '全員映して', '迎えに来る親'],
  ['da vicino', 'prima fila', 'ogni ospite', 'each guest', 'every guest', 'cada huesped', 'chaque client', 'jeden gast'],
  ['chehre', 'chehra', 'sabke chehre', 'ek ek ki photo', 'unke chehre'],
  ['portratfoto', 'porträtfoto', 'portrait photo', 'foto ritratto', 'retrato de'],
);

/** Saying the ask will not show people: "without faces", "count only". */
export const NO_FACES = concept(
  ['keine gesichter', 'non serve fotografare', 'no hace falta fotografiar', 'nao precisa fotografar', 'pas besoin de photographier', 'no need to photograph', 'only roughly', 'nur grob', 'solo se', 'grob schatzen', 'nothing identifying', 'no one identifiable', 'nobody identifiable', 'sem foto', 'sin foto', 'wide shot', 'no pictures of', 'no photos of', 'no need to get any', 'no need to photograph', 'just a number', 'only a number', 'just the number', 'headcount', 'head count', 'rough number', 'estimate', 'nada de fotos', 'sin fotos', 'sin fotografiar', 'solo el numero', 'una estimacion', 'sem fotografar', 'sem fotos', 'so o numero', 'estimativa', 'pas de photo', 'sans photo', 'juste le nombre', 'une estimation', 'keine fotos', 'ohne fotos', 'nur die zahl', 'schatzung', 'niente foto', 'senza foto', 'solo il numero', 'una stima', '顔は撮ら', '顔を撮ら', '撮らず', '人数だけ', '人数の目安', '不拍', '只要人数', '大概人数', '얼굴은 찍', '인원만', '대략', 'चेहरे नहीं', 'सिर्फ संख्या', 'अंदाज़', 'no photos of faces', 'photos of faces needed', 'faces needed', 'no faces needed', 'a count', 'just count', '필요 없', '필요없', '不需要', '不用拍', '要りません', '不要です', 'नहीं चाहिए', 'without faces', 'no faces', 'without showing', 'no people in', 'without people', 'not the people', 'not people', 'avoid faces', 'faces not', 'faces blurred', 'blur faces', 'from behind', 'from a distance', 'from far', 'just count', 'only count', 'rough count', 'no close', 'empty'],
  ['sin caras', 'sin rostros', 'sin mostrar', 'sin gente'],
  ['sans visage', 'sans montrer', 'sans personne'],
  ['sem rostos', 'sem mostrar', 'sem pessoas'],
  ['ohne gesichter', 'ohne personen', 'ohne leute'],
  ['senza volti', 'senza persone', 'senza facce'],
  ['不拍脸', '不要拍脸', '不拍人', '不要拍人'],
  ['顔は写さ', '顔を写さ', '人を写さ'],
  ['얼굴 없이', '얼굴은 찍지', '사람은 찍지'],
  ['चेहरे के बिना', 'चेहरा नहीं'],
  ["don't take pictures of people", "don't take photos of people", 'do not take pictures of', 'do not photograph', "don't photograph", 'no pictures of people', 'no photos of people', 'nada de fotos de caras', 'sin fotos de caras', 'sem fotos de rostos'],
  ['बस गिनती', 'सिर्फ गिनती', 'गिनती चाहिए'],
  ['no photos', 'no kids in frame', 'nobody in frame', 'no people in frame', '别拍脸', '不要拍脸', '얼굴 식별 안', '얼굴 안 나오게'],
  ['senza bambini', 'बच्चे नहीं', 'sans enfants', 'sin ninos', 'sem criancas', 'no kids', 'without kids', 'without the kids', 'keine kinder', 'ohne kinder', '아이들 없이', '아이 없이', '不要拍孩子', '别拍孩子', '子供は写さ', '子どもは写さ', 'solo le attrezzature', 'only the equipment', 'सिर्फ झूले'],
);

// ── homes and vehicles ────────────────────────────────────────────────────

/** Where people live. Business names built on them ("Home Depot", "house wine", "steakhouse") are excluded by the rules. */
/** House-like words that name homes only with an owner, an address or a sign of life: "her house", not "Waffle House". */
export const DWELLING_WORD = concept(
  ['house$', 'houses$', 'home$', 'homes$', 'yard$'],
  ['casa$', 'casas$', 'piso$'],
  ['maison'],
  ['casa$'],
  ['haus$', 'hauses'],
  ['casa$'],
  ['家', '房子'],
  ['家'],
  ['집'],
  ['घर', 'मकान'],
);

export const DWELLING = concept(
  ['2º izquierda', '2o izquierda', 'º izquierda', 'º derecha', 'º esquerdo', 'º direito', '에어비앤비', 'caixa do correio', 'caixa de correio', 'buzon', '民宿', '住了几个人', '住了几', 'apt ', 'ferienwohnung', 'wohnung ', 'klingelschild', 'klingel', 'holiday let', 'vacation rental', 'airbnb', '号室', '호 사람', '옆집', 'bidoni davanti', 'tapparelle', 'portico al', 'cômodos', 'comodos', 'pelos fundos', 'porta de vidro', 'abita in', 'mora na', 'mora no', 'बगल वाले घर', 'शीशे के दरवाज़े', '번지 건물', '초인종', '玄関', '信件', 'guirlandes', 'stores sont', 'poubelle de', 'locataire', 'garten hinter', 'briefkasten', 'inquilino', 'buzon', 'jardin trasero', 'quintal', 'caixa de correio', 'cassetta della posta', 'giardino dietro', '信箱', '后院', '郵便受け', '裏庭', '우편함', '뒷마당', 'डाकपेटी', 'पिछवाड़े', 'apartment', 'apt$', 'apt.', 'condo$', 'townhouse', 'residence', 'residential', 'bedroom', 'backyard', 'back yard', 'front yard', 'driveway', 'porch', 'mailbox', 'airbnb', 'duplex', 'bungalow', 'cottage', 'dorm room', 'his place', 'her place', 'their place', 'my place', 'where ~lives'],
  ['departamento', 'apartamento', 'piso$', 'vivienda', 'domicilio', 'buzon', 'porche', 'donde vive'],
  ['chez lui', 'chez elle', 'chez eux', 'appartement', 'logement', 'domicile', 'boite aux lettres', 'ou habite'],
  ['apartamento', 'residencia', 'moradia', 'onde mora'],
  ['wohnung', 'zuhause', 'zu hause', 'daheim', 'briefkasten', 'wo wohnt'],
  ['appartamento', 'abitazione', 'dove abita', 'dove vive'],
  ['他家', '她家', '家里', '家裡', '家门', '住处', '住宅', '公寓', '住址', '房子', '在家'],
  ['自宅', '住宅', 'アパート', 'マンション', '家に', '家の', '住んで', 'お宅'],
  ['아파트', '자택', '주택', '사는 곳'],
  ['मकान', 'फ्लैट', 'अपार्टमेंट'],
  ['别墅', '車庫', '车库门口', '栋楼下的信报箱', '信报箱'],
  ['chalet', 'siguen viviendo', 'viviendo alli', 'se han mudado', 'wohnmobil', 'motorhome', 'camper van'],
  ['padosi ka ghar', 'row house', 'kothi', 'कोठी', 'letterbox', 'citofono', 'villetta', 'affitto breve', 'portal en', 'ropa tendida', 'persianas', 'उनके घर', 'ghar me koi', 'ghar pe', 'ghar par'],
  ['tocar el timbre', 'toca el timbre', 'llama al timbre', 'al civico', 'del civico'],
);

/** Words after a dwelling word that make it something a business sells or a place: "house wine", "home page". */
export const DWELLING_AS_THING = concept(
  ['house listings', 'houses for sale', 'house advertised', 'listings in the window', 'estate agent', 'real-estate', 'real estate', 'model home', 'show home', 'モデルルーム', '견본주택', '样板间', 'casa de campo', 'casa di giulietta', 'casa-museu', 'casa museo', 'casa-museo', 'maison-musee', 'home centre', 'home center', 'bringing the baby home', 'esta en casa', '家门钥匙', '配钥匙', '의 집', 'escape room', 'tow yard', 'tow-yard', 'vinho da casa', 'vino della casa', 'vino de la casa', 'vin maison', 'hauswein', "kids' museum", 'haunted house', 'ice house', 'house wine', 'house special', 'house blend', 'house made', 'house-made', 'house music', 'house party', 'house salad', 'house dressing', 'house brand', 'in-house', 'in house', 'open house', 'full house', 'house of', 'home depot', 'home goods', 'homegoods', 'home improvement', 'home decor', 'home delivery', 'home page', 'homepage', 'home team', 'home game', 'home made', 'homemade', 'home style', 'home-style', 'nursing home', 'funeral home', 'care home', 'home store', 'home section', 'flat white', 'flat tire', 'flat rate', 'flat fee', 'flat screen', 'yard sale', 'yard$ sale', 'rental car', 'car rental', 'rental counter', 'bike rental', 'rental office', 'apartment listing', 'the home of', 'home of the', 'home to', 'get home', 'go home', 'going home', 'head home', 'way home', 'home at', 'residence inn', 'residence hall', 'residence halls', 'apartment leasing', 'apartments leasing', 'waffle house', 'opera house', 'coffee house', 'coffeehouse', 'monkey house', 'reptile house', 'haunted house', 'bath house', 'bathhouse', 'ale house', 'alehouse', 'chop house', 'steak house', 'pancake house', 'tea house', 'guest house', 'guesthouse', 'hen house', 'bird house', 'dog house', 'frank house', 'house museum', 'home and museum', 'museum', 'store door', 'shop door', 'shop window', 'store window', 'display window', 'window display', 'ticket window', 'drive-thru window', 'pickup window', 'door of the store', 'door of the shop', 'doors of the', 'garage sale', 'parking garage', 'the building', 'this building', 'office building', 'public building', 'market place', 'marketplace', 'place to', 'place for', 'place that', 'take place', 'taking place', 'in place', 'first place', 'place in line', 'front door of the store', 'store front door', 'leasing office', 'model home', 'mobile home park', 'warehouse', 'farmhouse', 'home hardware', 'home office supplies', 'home-cooked', 'home cooking', 'home plate', 'casa bonita'],
  ['casa de cambio', 'casa de empeno', 'casa del libro'],
  ['maison du', 'maison de la', 'maison des'],
  ['casa lotérica', 'casa loterica', 'casas bahia', 'casa do pao'],
  ['haus der', 'haus des', 'kaufhaus', 'rathaus', 'krankenhaus', 'gasthaus', 'brauhaus'],
  ['casa del'],
  ['家乐福', '家樂福', '宜家', '一家', '这家', '那家', '哪家', '店家', '商家', '家具', '家电', '家居', '每家', '两家', '几家', '酒家', '家店'],
  ['家電', '家具'],
  ['집게', '맛집', '빵집', '찻집', '술집', '국밥집', '떡집', '꽃집', '고깃집'],
  ['घरेलू'],
  ['सैंपल फ्लैट', 'sample flat', 'show flat', 'model flat', 'sample apartment', 'model apartment'],
  ['salvage yard', 'junkyard', 'scrap yard'],
);

/** A street address: a number and a street type. */
export const STREET_ADDRESS = /(?<![\p{L}\p{N}])\d+[a-z]?(?:\s+[^\s.!?;,]+){1,3}?\s+(?:st|street|ave|avenue|rd|road|ln|lane|dr|drive|blvd|way|terrace|ter|ct|court|pl|place|cir|circle|pkwy|close|crescent|row|grove|gardens|mews|walk|hill)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:flat|unit|apt|apartment)\s*#?\d+|(?:calle|rue|rua|via|viale|corso|avenida|travessa|strasse|straße)\s+[^\s]+(?:\s+[^\s]+)?\s+\d+|\d+,?\s+(?:rue|avenue|allee|impasse|chemin|boulevard)\s|\p{L}+(?:strasse|straße|weg|allee|gasse|ring|damm)\s+\d+|\d+\s*(?:号|號|番地|번지|丁目)|\d+길\s*\d+/u;

/** Signs that an address is someone's home rather than a business: lights, mail, who lives there. */
export const RESIDENTIAL_CUE = concept(
  ['lights', 'mail', 'buzzer', 'garden', 'patio', 'balcony', 'bins', 'wheelie', 'recycling bin', 'letters', 'envelopes', 'moving boxes', 'lock up', 'try the door', 'dog alone', 'rooms through', 'through the glass', 'round the back', 'entering unit', 'into unit', 'answering her phone', 'answering his phone', 'anyone\'s home', 'lived', 'plants', 'watering', 'lights on', 'light on', 'lights off', 'anyone home', 'anybody home', 'someone home', 'is home', 'who lives', 'lives there', 'living there', 'moved', 'mail piling', 'mail piled', 'packages on', 'curtains', 'blinds', 'windows', 'car in the', 'cars in the', 'driveway', 'porch', 'doorbell', 'knock', 'tenant', 'occupied', 'vacant', 'squatter', 'party at', 'visitors at', 'is there someone', 'is anyone there', 'anyone there', 'anyone inside', 'people inside', 'who is inside', 'who answers'],
  ['luces', 'hay alguien', 'quien vive'],
  ['lumieres', 'quelqu\'un', 'qui habite'],
  ['luzes', 'tem alguem', 'quem mora'],
  ['licht an', 'jemand zu hause', 'wer wohnt'],
  ['luci accese', 'c\'e qualcuno', 'chi abita'],
  ['灯', '有人在', '谁住'],
  ['電気', '誰か', '誰が住'],
  ['불이 켜', '누가 있', '누가 살'],
  ['लाइट', 'कोई है', 'कौन रहता'],
  ['front door open', 'front door locked', 'front door unlocked', 'front door is open', 'front door is locked'],
);

/** Vehicles. Places built around them ("car wash", "gas station", "EV chargers", "bus shelter") are excluded by the rules. */
export const VEHICLE = concept(
  ['berlingo', 'transit$', 'gaadi', 'gadi$', 'kangoo', 'partner$', 'todoterreno', 'taxi parado', '스타렉스', '그랜저', '카니발', '아반떼', 'プリウス', 'opel', 'corsa', 'seat leon', 'odyssey', 'byd$', 'wagonr', 'wagon r', 'creta', 'lexus', 'लेक्सस', 'オデッセイ', '오딧세이', 'creta', 'nexon', 'innova', 'scorpio', 'mototaxi', 'tuk-tuk', 'rickshaw', 'auto-rickshaw', 'golf cart', 'signal repeater', 'relay attack', 'key fob', 'toyota', 'honda', 'bmw', 'mercedes', 'benz', 'audi', 'volkswagen', 'vw$', 'golf$', 'passat', 'polo$', 'tesla', 'model 3', 'model y', 'model s', 'model x', 'ford$', 'f-150', 'f150', 'mustang', 'chevy', 'chevrolet', 'silverado', 'civic', 'accord', 'corolla', 'camry', 'prius', 'rav4', 'tacoma', 'tundra', 'jeep', 'wrangler', 'compass$', 'subaru', 'outback', 'forester', 'nissan', 'kia$', 'hyundai', 'sonata', 'elantra', 'mazda', 'fiat$', 'renault', 'twingo', 'clio$', 'peugeot', 'citroen', 'skoda', 'volvo', 'mini cooper', 'vespa', 'harley', 'ducati', 'onix', 'hb20', 'range rover', 'land rover', 'porsche', 'lexus', 'cybertruck', 'sprinter', 'transit van', 'minivan', 'suv$', 'pickup truck', 'pick-up', 'van$', 'scooter', 'motorbike', 'motorcycle', 'e-bike', 'moped', '丰田', '凯美瑞', '本田', '特斯拉', '宝马', '奔驰', '大众', '奥迪', '比亚迪', 'トヨタ', 'プリウス', 'ホンダ', 'テスラ', '日産', '軽トラ', 'ベンツ', '현대', '쏘나타', '기아', '테슬라', '벤츠', '제네시스', 'टेस्ला', 'मारुति', 'स्विफ्ट', 'होंडा', 'टोयोटा', 'जीप', 'स्कूटी', 'बाइक', 'mini rossa', 'charger laranja', 'chassi', 'telaio', 'autocaravana', 'escarabajo', 'winnebago', 'camper', '牧马人', '起亚', '甲壳虫', '奥迪', 'のバン', '미니 쿠퍼', '프리우스', '캠리', '비틀', 'ऑटो', 'mini rouge', 'rad$', 'fahrrad', 'plane vom', 'transporter', 'mustang', 'bici$', 'bicicleta', 'barco', 'bote$', 'moto$', 'furgone', 'barca', '自行车', '船', '自転車', 'ボート', '자전거', '보트', 'साइकिल', 'नाव', 'silverado', 'wrangler', 'beetle', 'boat$', 'boats$', 'rickshaw', 'tuk-tuk', 'outboard', 'car$', 'cars$', 'truck', 'van$', 'vans$', 'suv$', 'suvs$', 'jeep', 'motorcycle', 'motorbike', 'scooter', 'vehicle', 'sedan', 'minivan', 'hatchback', 'pickup truck', 'coupe', 'convertible', 'camper', 'rv$', 'license plate', 'licence plate', 'number plate', 'plate number', 'tesla', 'toyota', 'honda', 'ford$', 'bmw', 'mercedes', 'audi', 'chevy', 'chevrolet', 'nissan', 'hyundai', 'kia$', 'subaru', 'volkswagen', 'vw$', 'mazda', 'lexus', 'dodge', 'prius', 'corolla', 'camry', 'f-150', 'porsche', 'volvo', 'jaguar', 'range rover', 'mini cooper', 'bike$', 'bicycle'],
  ['coche', 'carro', 'auto$', 'camioneta', 'furgoneta', 'moto$', 'matricula', 'vehiculo'],
  ['voiture', 'camion', 'camionnette', 'fourgon', 'plaque', 'immatriculation', 'vehicule', 'bagnole'],
  ['carro', 'caminhao', 'caminhonete', 'moto$', 'veiculo'],
  ['auto$', 'autos$', 'wagen', 'lieferwagen', 'transporter', 'kennzeichen', 'nummernschild', 'fahrzeug', 'motorrad'],
  ['macchina', 'auto$', 'furgone', 'furgoncino', 'targa', 'veicolo', 'moto$'],
  ['汽车', '他的车', '她的车', '那辆车', '这辆车', '车牌', '车里', '汽車', '车牌', '面包车', '货车', '卡车', '摩托'],
  ['車', 'クルマ', '彼の車', '彼女の車', 'あの車', 'その車', '車の中', 'ナンバー', 'トラック', 'バイク'],
  ['자동차', '그의 차', '차 안', '차량', '번호판', '트럭', '밴', '오토바이'],
  ['गाड़ी', 'कार को', 'कार में', 'कार की', 'उसकी कार', 'गाडी', 'वाहन', 'नंबर प्लेट', 'ट्रक'],
  ['vochito', 'vocho', 'escalade', 'alphard', 'アルファード', 'saveiro', 'hilux', 'क्रेटा', 'ミニクーパー', 'mini cooper', 'वैन', '三轮车', '快递车', 'van$', 'kombi', 'kastenwagen'],
  ['aveo', 'tahoe', 'suburban', 'bronco', 'altima', 'sentra', 'pathfinder', 'tucson', 'santa fe', 'kona', 'sportage', 'sorento', 'jetta', 'tiguan', 'touareg', 'beetle', 'fusca', 'palio', 'land cruiser', 'fortuner', 'baleno', 'brezza', 'ertiga', 'dzire', 'thar$', 'bolero', 'xuv', 'activa', 'splendor', 'royal enfield', 'fiat panda', 'panda rossa', 'qashqai', 'duster', 'sandero', 'octavia', 'fabia', 'c-klasse', 'e-klasse', 'cayenne', 'macan', 'ヴェルファイア', 'ハイエース', 'ランクル', 'ジムニー', 'ジープ', 'ラングラー', 'セレナ', '스포티지', '쏘렌토', '싼타페', '투싼', '모닝', '포터', '봉고', '지프', '랭글러', '五菱', '哈弗', '吉利', '凯迪拉克', '别克', '雪佛兰', '福特', '日产', '路虎', '保时捷', '吉普', '牧马人', 'वैगनआर', 'थार', 'डिजायर', 'स्विफ्ट', 'एक्टिवा', 'स्कॉर्पियो', 'बोलेरो', 'फॉर्च्यूनर', 'इनोवा', 'स्प्लेंडर', 'ऑल्टो', 'mini verde', 'mini$'],
  ['スクーター'],
  ['wohnmobil', 'camper', 'motorhome', 'caravan', 'autocaravana', 'camping-car', 'rv$'],
  ['smart nera', 'motorroller', 'होंडा सिटी', 'गाड़ी आ गई'],
  ['टेम्पो', 'hiace'],
);

/** What turns a vehicle word into a place or a service: "car wash", "gas station", "parking garage". */
export const VEHICLE_AS_PLACE = concept(
  ['combien de voitures', 'queue of cars', 'line of cars', 'cars waiting', 'cars in the queue', 'voitures attendent', 'autos warten', 'carros esperando', 'coches esperando', 'auto in coda', 'macchine in coda', 'showroom', 'stand da', 'concessionari', 'carte grise', 'cartes grises', 'waschstrasse', 'waschstraße', 'cargador de coche', 'carregamento', 'on the floor', 'my car', "my user's car", 'mi coche', 'mi carro', 'ma voiture', 'meu carro', 'o meu carro', 'mein auto', 'sein auto waschen', 'la mia macchina', 'la mia auto', '我的车', '私の車', '내 차', 'मेरी कार', 'पिताजी की कार', 'car is nearly empty', 'bateria', 'charge my car', 'charge my', 'wash my car', 'my car got towed', 'got towed', 'towed', 'tow yard', 'tow-yard', 'tow lot', 'impound', 'laver sa voiture', 'laver ma voiture', 'recuperar su coche', 'recuperar mi coche', 'grua', 'gruas', 'fourriere', 'abschlepp', 'carro guinchado', 'rimozione forzata', 'carrinho de bebe', 'carrito de bebe', 'poussette', 'kinderwagen', 'passeggino', 'car wash', 'carwash', 'car dealer', 'car rental', 'rental car', 'car park', 'car-park', 'car parts', 'car seat', 'car seats', 'car show', 'car charger', 'car chargers', 'cars waiting', 'cars in line', 'cars in the drive', 'cars queued', 'car queue', 'truck stop', 'food truck', 'food trucks', 'taco truck', 'bbq truck', 'coffee truck', 'ice cream van', 'ice cream truck', 'tow yard', 'tow-yard', 'impound', 'bike rack', 'bike racks', 'bike lane', 'bike shop', 'bike share', 'bike rental', 'bikes available', 'scooters available', 'van rental', 'truck rental', 'u-haul', 'tesla supercharger', 'tesla store', 'supercharger', 'ev charg', 'charging station', 'chargers', 'honda dealer', 'toyota dealer', 'ford dealer', 'dealership', 'auto parts', 'auto repair', 'auto shop', 'oil change', 'tire shop', 'parking lot', 'parking spots', 'parking spaces', 'how many cars', 'number of cars', 'count the cars', 'count cars', 'cars parked in the lot', 'drive-thru', 'drive thru', 'drive-through', 'bus$', 'bus stop', 'bus shelter', 'train', 'tram', 'subway', 'taxi stand', 'taxi rank', 'car for my', 'get my car', 'my car is', 'my car needs', 'for my car', 'fill up', 'wiper', 'car battery', 'car batteries', 'windshield', 'car stereo', 'car insurance', 'car meet', 'motorcycle dealer', 'rv park', 'car museum'],
  ['lavado de coches', 'autolavado', 'gasolinera', 'estacion de servicio', 'aparcamiento', 'estacionamiento', 'concesionario', 'taller'],
  ['lavage auto', 'station-service', 'station service', 'parking', 'concessionnaire', 'garage auto'],
  ['lava-rapido', 'lava rapido', 'posto de gasolina', 'estacionamento', 'concessionaria', 'oficina'],
  ['waschanlage', 'autowaschanlage', 'tankstelle', 'parkplatz', 'parkhaus', 'autohaus', 'werkstatt', 'ladestation', 'ladesaule'],
  ['autolavaggio', 'benzinaio', 'distributore', 'parcheggio', 'concessionaria', 'officina'],
  ['洗车', '加油站', '停车场', '充电桩', '充电站', '车站', '公交', '火车', '汽车站', '车行', '修车', '4s店'],
  ['洗車', 'ガソリンスタンド', '駐車場', '充電', '駅', 'バス停', '車検', 'ディーラー'],
  ['세차', '주유소', '주차장', '충전소', '충전기', '정류장', '버스', '지하철', '정비소'],
  ['पेट्रोल पंप', 'पार्किंग', 'चार्जिंग', 'बस स्टॉप', 'स्टेशन'],
  ['plaque de la rue', 'plaque de rue', 'bike cage', 'bike room', 'bike parking', 'salvage yard', 'auto salvage', 'junkyard', 'scrap yard', 'pick-n-pull'],
  ['boat launch', 'launch ramp', 'no plates'],
  ['car keys', 'cut car keys', 'key cutting'],
);

/** What makes a vehicle a specific one: its colour, make, plate, spot or owner. */
export const VEHICLE_MARK = concept(
  ['kilometerstand', 'durch die scheibe', 'portiere', 'poignee', 'verrouillee', 'andar koi baitha', 'wali gaadi', 'armaturenbrett', 'salpicadero', 'painel do carro', 'cruscotto', 'tableau de bord', '取っ手', '당겨', '문 잠겼는지', 'ドアが閉まって', 'who is inside', 'quien esta dentro', 'qui est dans', 'aparcado frente', 'fila 2', 'kofferraum', 'trunk', 'boot of the', 'bonnet', 'hood of the', 'back seat', 'rear seat', 'glovebox', 'glove box', 'dashboard', 'dashcam', 'child seat', 'car seat in', 'siege bebe', 'maletero', 'porta-malas', 'portamalas', 'bagagliaio', 'cofano', '보닛', '트렁크', '뒷좌석', '後部座席', 'トランク', 'ボンネット', '后备箱', '后座', '引擎盖', 'डैशबोर्ड', 'डिक्की', 'खिड़की', 'plate number', 'with plate', 'plate ', 'placa ', 'plaque ', 'targa ', 'kennzeichen ', 'guardare dentro', 'dentro la', 'chassi', 'area de carga', 'zona di carico', 'placas de', 'de quien es', 'pegatina', '仪表台', '停车证', '谁的', '年检', '还停着', '引擎盖', '荷台', '창문으로', '범퍼', '에어태그', '누구 차', '등록 스티커', 'का मालिक', 'झाँक', 'परमिट', 'airtag', 'vitres', 'banquette', 'noch am', 'welchem schloss', 'anheben', 'laderaum', 'schiebedach', 'greif rein', 'ventanillas', 'asiento', 'janelas', 'banco de tras', 'finestrini', 'sedile', '车窗', '座位', '窓から', '座席', '창문', '좌석', 'खिड़की', 'सीट', 'plate', 'sitting in', 'in the lot', 'inside the', 'in it', 'through the window', 'dash', 'windshield', 'wiper', 'tires', 'tyres', 'vin$', 'whose', 'who owns', 'owner', 'cover of', 'the cover', 'back of the', 'lock up close', 'the lock', 'permit', 'air out', 'parked there', 'red$', 'blue$', 'black$', 'white$', 'silver$', 'grey$', 'gray$', 'green$', 'yellow$', 'dark$', 'beige', 'gold$', 'maroon', 'tan$', 'orange$', 'brown$', 'plate', 'parked', 'spot ', 'space ', 'bay ', "neighbor's", "neighbour's", "boss's", "someone's", 'that car', 'that van', 'that truck', 'this car', 'the car that', 'the van that', 'the truck that', 'which car', 'the car ~drives', 'which car', 'inside the car', 'inside the van', 'tinted', 'dented', 'rental$', 'still there', 'still parked', 'in the driveway', 'out front', 'across the street', 'try the door', 'try the handle', 'door handle', 'unlocked', 'look inside', 'peek inside', 'glovebox', 'glove box', 'trunk', 'dashboard', 'registration'],
  ['rojo', 'roja', 'azul', 'negro', 'negra', 'blanco', 'blanca', 'gris', 'plateado', 'verde', 'matricula', 'aparcad', 'estacionad', 'su coche', 'su carro', 'dentro del'],
  ['rouge', 'bleue', 'bleu$', 'noire', 'noir$', 'blanche', 'blanc$', 'grise', 'argent', 'verte', 'plaque', 'garee', 'gare$', 'sa voiture', 'dans la voiture'],
  ['vermelh', 'azul', 'pret', 'branc', 'cinza', 'prata', 'estacionad', 'carro dele', 'carro dela', 'dentro do'],
  ['rote', 'roten', 'rotes', 'blaue', 'blauen', 'schwarz', 'weiss', 'weiße', 'silber', 'grau', 'kennzeichen', 'geparkt', 'sein auto', 'ihr auto', 'im auto'],
  ['rossa', 'rosso', 'blu$', 'nera', 'nero', 'bianca', 'bianco', 'grigia', 'grigio', 'argento', 'targa', 'parcheggiat', 'sua macchina', 'sua auto', 'dentro la'],
  ['红色', '蓝色', '黑色', '白色', '银色', '灰色', '车牌', '停着', '停在', '他的车', '她的车', '车里', '车内'],
  ['赤い', '青い', '黒い', '白い', '銀色', 'ナンバー', '停まって', '駐車して', '彼の車', '彼女の車', '車の中', '車内'],
  ['빨간', '파란', '검은', '흰', '하얀', '은색', '회색', '번호판', '주차된', '그의 차', '그녀의 차', '차 안'],
  ['लाल', 'नीली', 'नीला', 'काली', 'काला', 'सफेद', 'नंबर', 'खड़ी', 'उसकी कार', 'अंदर'],
  ['who drives', "who's driving", 'who is driving', 'wer ihn fahrt', 'wer fahrt', 'quien maneja', 'quien conduce', 'qui conduit', 'quem dirige', 'chi guida', '谁开', '誰が運転', '누가 운전', 'कौन चला', 'door handle', 'the handle', 'manija', 'jaloncito', 'ドアが開く', '문이 열리', 'cacamba', 'truck bed', 'pickup bed', 'vidro', 'in spot', 'in slot', 'in bay', 'slot 1', 'spot 1', 'स्लॉट', '番に停まって', '停まってる', 'starts moving', 'pulls away'],
  ['kilometros marca', 'por la ventana', 'pela janela', 'par la vitre', 'dalla finestra', 'durchs fenster', 'चाबी लगी', '키를 두고', '키 꽂혀', '문 열어서', 'key in it', 'keys inside', 'still warm', 'encore chaude', 'noch warm', 'ancora calda', 'todavia caliente', 'ainda quente', '温かいか', '따뜻한지', '还热', 'गरम है', 'whose is', 'de quem e', 'de quien es', 'a qui est', 'wem gehort', 'di chi e', 'chi la guida', 'chi lo guida', 'posto 7', 'direct passenger', '직전 손님', 'previous passenger', 'wiper', 'वाइपर', 'ワイパー', '와이퍼', '雨刷', 'windshield', 'कौन चला', 'number 217', 'com o numero'],
  ['シートの下', '座席の下', 'トランク開いて'],
  ['仪表板', '儀表板', '后车厢', '後車廂', '停车证'],
  ['maniglia', 'tank vom', 'des nachbarn', 'meines nachbarn', 'bॉस की', 'बॉस की गाड़ी'],
);

// ── places and hazards ────────────────────────────────────────────────────

/** Parts of a place the public may not enter, and private land. */
export const NON_PUBLIC = concept(
  ['betriebsgelande', 'betriebsgelände', 'werksgelande', 'werksgelände', 'champ du', 'kitchen mein', 'ascensore di servizio', 'porta dos quartos', 'quartos do hotel', 'planta del hotel', 'habitacion 4', 'tetto della', 'tetto del', 'baggage hall', 'baggage area', 'sortierbereich', 'maintenance door', 'onto the apron', 'tarmac', 'staff stairs', 'patio del colegio', 'sala de profesores', "teachers' lounge", 'teachers lounge', 'area doganale', 'zona doganale', 'customs area', '従業員用', '機械室', '校舎', '教室', '학교 안', '급식실', 'player tunnel', "players' tunnel", 'tunel dos jogadores', 'tunnel des joueurs', 'spielertunnel', 'container terminal', 'terminal de contentores', 'terminal de contenedores', '堆场', '集装箱码头', 'estabulo', 'establo', 'cow shed', 'dentro da quinta', 'muro da quinta', 'do not disturb', 'ne pas deranger', 'bitte nicht storen', 'non disturbare', 'no molestar', 'nao perturbe', '请勿打扰', '起こさないで', '방해하지 마', 'room-service', 'room service tray', 'restroom stall', 'toilet stall', 'bathroom stall', 'stall door', 'cubicle', "manager's office", 'serverbereich', 'rechenzentrum', 'mitarbeiterkantine', 'staff canteen', 'vigna privata', 'strada privata', 'private road', 'private drive', 'camarins', 'estoque nos fundos', 'almacen', 'magazzino', 'lagerraum', 'stockroom', 'inner sanctuary', '禁止入内', '内殿', '见学不可', '見学不可', 'hospital ward', 'ward and', 'floor ward', 'changing room', 'changing rooms', 'locker room', 'dressing room', 'staff room', 'break room', 'staff entrance', 'employee entrance', 'service entrance', 'service elevator', 'freight elevator', 'loading dock', 'back office', 'server room', 'control room', 'vault', 'hotel room', 'guest floor', 'past security', 'past tsa', 'airside', "members' lounge", 'members lounge', 'members-only', 'members only', 'vip area', 'vip lounge', 'vip section', 'green room', 'construction site', 'behind the bar', 'patient room', 'operating room', 'vestuario', 'sala de personal', 'entrada de personal', 'montacargas', 'muelle de carga', 'sala de servidores', 'boveda', 'habitacion del hotel', 'pasillo del hotel', 'zona vip', 'detras de la barra', 'vestiaire', 'salle du personnel', 'entree du personnel', 'monte-charge', 'quai de chargement', 'salle des serveurs', "chambre d'hotel", 'loge', 'chantier', 'derriere le bar', 'vestiario', 'sala dos funcionarios', 'entrada de funcionarios', 'elevador de servico', 'doca de carga', 'quarto do hotel', 'area vip', 'camarim', 'canteiro de obras', 'atras do balcao', 'enfermaria', 'umkleide', 'pausenraum', 'personaleingang', 'lastenaufzug', 'laderampe', 'serverraum', 'hotelzimmer', 'hotelflur', 'vip-bereich', 'kabine', 'baustelle', 'hinter der theke', 'hinter die theke', 'spogliatoi', 'sala del personale', 'ingresso del personale', 'montacarichi', 'zona di carico', 'sala server', "camera d'albergo", 'area vip', 'cantiere', 'dietro il bancone', '更衣室', '员工休息室', '员工通道', '员工入口', '货梯', '装卸区', '机房', '酒店房间', '酒店走廊', '贵宾区', '后台', '工地', '吧台后面', '病房', '休憩室', '従業員通路', '従業員入口', '通用口', '搬入口', '貨物用エレベーター', 'サーバールーム', '客室', 'ホテルの廊下', '楽屋', '工事現場', 'カウンターの中', '病棟', '収蔵庫', 'バックヤード', '탈의실', '직원 휴게실', '직원 통로', '직원 출입구', '화물 엘리베이터', '하역장', '서버실', '호텔 객실', '호텔 복도', '공사장', '공사 현장', '카운터 안', '병동', 'चेंजिंग रूम', 'स्टाफ रूम', 'कर्मचारी प्रवेश', 'सर्विस लिफ्ट', 'सर्वर रूम', 'होटल का कमरा', 'होटल के कमरे', 'बैकस्टेज', 'निर्माण स्थल', 'काउंटर के पीछे', 'scavalca', 'recinzione', 'piazzale', 'andar do hotel', 'porta do 1', 'dentro da propriedade', 'area privada', 'bordo esterno del tetto', 'establo', 'granja', 'aunque no haya visitas', '見学不可', '牛舎', 'サーバーエリア', 'データセンター', '사무단지', 'केवल कर्मचारी', 'स्टॉकरूम', 'गलियारे', 'कैंटीन में घुस', 'data centre', 'data center', 'etables', 'enclos', 'cabine de projection', 'projecteur', 'sans autorisation', 'escalade le portail', 'backstage-bereich', 'sicherheitsschranke', 'grossraumburo', 'uber den zaun', 'zaun', 'geschlossenen lager', 'bewachte', 'wohnanlage', 'bauzaun', 'baustelle', 'serverbereich', 'rechenzentrum', 'cabina de proyeccion', 'sin permiso', 'salta la valla', 'valla', 'por encima de la valla', 'sala de servidores', 'cercado', 'pule a cerca', 'sem autorizacao', 'cabine de projecao', 'scavalca', 'recinzione', 'senza permesso', 'cabina di proiezione', '翻墙', '围栏', '擅自', '放映室', '机房', 'フェンス', '無断で', '映写室', 'サーバールーム', '울타리', '무단으로', '영사실', '서버실', 'बिना अनुमति', 'बाड़', 'दीवार फांद', 'walk-in fridge', 'walk-in freezer', 'outside room', 'room 1', 'room 2', 'room 3', 'room 4', 'room 5', 'room 6', 'room 7', 'room 8', 'room 9', 'floor corridor', 'th-floor corridor', 'th floor corridor', 'do not disturb', 'security turnstile', 'turnstile', 'open-plan office', 'hop the fence', 'over the fence', 'office park', 'back buildings', 'barns', 'barn$', 'cow pens', 'private vineyard', 'vineyard', 'cage area', 'server cage', 'server racks', 'projection booth', 'staff cafeteria', 'employee cafeteria', 'with a badge', 'after hours', 'closed on sundays', 'staff-only door', 'staff only door', 'stock room', 'employee entrance', 'service entrance', 'loading bay', 'backroom', 'back of house', 'boh', 'trading floor', 'executive floor', 'sala de maquinas', 'zona de personal', 'local technique', 'area riservata al personale', 'mitarbeiterbereich', '员工区', '员工食堂', 'スタッフ専用', '직원 식당', '직원 전용 공간', 'kitchen', 'backstage', 'back stage', 'stockroom', 'stock room', 'storeroom', 'store room', 'storage room', 'back room', 'backroom', 'back office', 'behind the counter', 'behind the bar', 'staff only', 'staff-only', 'employees only', 'employee only', 'authorized personnel', 'authorised personnel', 'off-limits', 'off limits', 'no entry', 'do not enter', 'no trespassing', 'private property', 'private road', 'private street', 'private land', 'private farm', 'private drive', 'private area', 'private office', 'private club', 'members only', 'gated', 'fenced', 'loading dock', 'server room', 'control room', 'staff room', 'restroom stall', 'bathroom stall', 'toilet stall', 'hotel corridor', 'hotel hallway', 'hotel room', 'guest floor', 'guest rooms', 'upstairs offices', 'offices upstairs', 'office floor', 'past security', 'past the guard', 'past reception', 'past the front desk', 'through security', 'security door', 'keycard', 'key card', 'badge in', 'swipe in', 'roof$', 'rooftop access', 'the rooftop of', 'onto the roof', 'basement', 'attic', 'crawl space', 'vault', 'safe room', 'warehouse floor', 'closed warehouse', 'office park', 'construction site', 'building site', 'closed warehouse', 'closed factory', 'closed building', 'closed site', 'closed office', 'restricted area', 'private farm', 'farm fields', 'in cucina', 'nella cucina', 'sala de estoque', 'lagerraum', 'reserve au personnel', 'after hours', 'after closing', 'before opening', 'campus dorm', 'vip area', 'vip section', 'green room', 'cockpit', 'engine room', 'utility room', 'electrical room', 'boiler room', 'operating room', 'patient room', 'patient rooms', 'icu$', 'classroom', 'cell block'],
  ['cocina', 'trastienda', 'solo personal', 'solo empleados', 'prohibido el paso', 'propiedad privada', 'zona restringida', 'oficinas', 'detras del mostrador', 'tras bastidores', 'camerino', 'finca', 'urbanizacion cerrada', 'azotea', 'sotano'],
  ['cuisine', 'arriere-boutique', 'entrepot', 'personnel uniquement', 'reserve au personnel', 'acces interdit', 'propriete privee', 'zone interdite', 'bureaux', 'derriere le comptoir', 'coulisses', 'residence fermee', 'toit', 'sous-sol', 'couloir'],
  ['cozinha', 'armazem', 'somente funcionarios', 'apenas funcionarios', 'proibida a entrada', 'propriedade privada', 'area restrita', 'escritorios', 'atras do balcao', 'bastidores', 'camarim', 'fazenda', 'condominio fechado', 'telhado', 'porao'],
  ['kuche', 'kueche', 'lagerraum', 'nur personal', 'nur fur personal', 'zutritt verboten', 'privatgelande', 'privatgrundstuck', 'sperrgebiet', 'buros', 'hinter der theke', 'hinter den kulissen', 'backstage', 'bauernhof', 'dach$', 'baustelle'],
  ['magazzino', 'retrobottega', 'solo personale', 'vietato l\'ingresso', 'proprieta privata', 'area riservata', 'uffici', 'dietro il bancone', 'dietro le quinte', 'camerino', 'fattoria', 'tetto', 'corridoio', 'cantiere'],
  ['后厨', '厨房', '仓库', '库房', '后台', '员工通道', '员工专用', '闲人免进', '禁止入内', '私人领地', '私人财产', '私人道路', '办公室', '柜台后', '屋顶', '楼顶', '地下室', '走廊', '工地', '农场', '封闭'],
  ['厨房', '倉庫', 'バックヤード', '楽屋', '舞台裏', '関係者以外', '立入禁止', '私有地', '事務所', 'オフィス', 'カウンターの中', '屋上', '地下室', '廊下', '工事現場', '農場'],
  ['주방', '창고', '백스테이지', '무대 뒤', '직원 전용', '관계자 외', '출입 금지', '출입금지', '사유지', '사무실', '카운터 뒤', '옥상', '지하실', '복도', '공사장', '농장'],
  ['रसोई', 'गोदाम', 'स्टोर रूम', 'केवल कर्मचारी', 'प्रवेश निषेध', 'निजी संपत्ति', 'दफ्तर', 'ऑफिस', 'काउंटर के पीछे', 'छत', 'तहखाना', 'गलियारा', 'फार्म'],
  ['estoque', 'back room', 'backroom', 'freezer room', 'cold room', 'walk-in freezer', 'walk-in cooler', 'press box', 'service stairs', 'service stair', 'service elevator', 'service entrance', 'loading dock', 'staff only', 'staff-only', 'employees only', 'behind the deli', 'behind the counter', 'green room', 'plant room', 'boiler room', 'server room', 'terraza del edificio', 'terraco do predio', 'terraco do edificio', 'hotel floor', 'guest floor', 'chambre 6', 'chambre 5', 'chambre 4', 'chambre 3', 'chambre 2', 'chambre 1', 'room 6', 'room 5', 'room 4', 'room 3', 'room 2', 'room 1', 'cucina del', 'in cucina', 'kuche des', 'in die kuche', '楽屋', 'バックヤード', '后厨', '员工仓库', '走廊', '客房', '주방', '대기실', '백스테이지', 'स्टोररूम', 'स्टोर रूम', 'गोदाम', 'रसोई', 'फार्महाउस', 'fraccionamiento privado', 'sede da fazenda', 'cerca da fazenda', 'hochregallager', 'nur fur personal', 'absperrband', 'backstage', 'back-stage', 'behind the bar', 'puerta de servicio', 'porta de servico', 'porte de service', 'porta di servizio', 'hintereingang', 'service door'],
  ['behind the ~counter', 'camara frigorifica', 'cold room', 'कोल्ड रूम', 'ग्रीन रूम', 'लोडिंग', 'serre de la ferme', 'ferme voisine', 'traverser le champ', 'sala server', '출입금지', 'no trespassing', 'prohibido pasar', '楼顶', '设备间', '屋上', '옥상', 'roof access', 'on the roof', 'the rooftop of', 'estabulo', 'quinta do', 'staff room', 'sala del personale'],
  ['break room', 'deposito dos fundos', 'deposito da loja', 'aufs gelande', 'auf das gelande', 'hofgelande'],
  ['staff office', 'swinging doors', 'behind the teller', 'inagibile', 'unbewohnbar', 'inhabitable', 'declarado en ruina', "interdit d'acces"],
  ['房间门口', '房間門口', '楼的房间'],
  ['camara fria', 'câmara fria', 'chambre froide', 'cella frigorifera', 'kuhlraum'],
  ['montacargas', 'muelle de carga', 'elevador de carga', 'doca de carga', 'subsolo do shopping', 'umkleide der spieler', 'spielerkabine', 'chefburo', 'chefbüro', 'tresor', 'cassaforte', 'caja fuerte', 'coffre-fort', '写字楼', '混进', '大棚', '私人草莓园', '私人果园', 'freight elevator', 'goods lift', 'loading bay'],
);

/** Going in, past or over: what takes a worker into a space. */
export const ENTER = concept(
  ['ghus', 'traversez', 'apanha o elevador', 'sube a la', 'geh auf das', 'pase al', 'entre no', 'entra nell', 'entrar en', 'salte o muro', 'passe a vedacao', 'way through', '上がって', 'kommen sie in', 'zugang', 'verschaff dir', 'supera i controlli', 'passar pelo controle', 'passer le controle', 'sin tarjeta de embarque', 'senza carta', 'sem cartao', 'entra pela', 'entrez', 'monte au', 'monter au', 'montez au', 'aufzug', 'peek under', 'peek into', 'peek in', '上酒店', '进', '入って', '들어가', 'जाकर', 'घुसकर', '돌아다니', '入って', 'entrar', 'pop into', 'pop in', 'check the', 'walk the', 'go to the', 'look for', 'count', 'photograph', 'photos of', 'photos from', 'headcount', 'find a way', 'cross into', 'cross the', 'drive past', 'walk around', 'take the elevator', 'tailgate', 'go in', 'go into', 'go inside', 'get in', 'get into', 'get inside', 'step in', 'step into', 'walk in', 'walk into', 'head in', 'head into', 'head back', 'go back', 'go behind', 'go through', 'go past', 'get past', 'slip in', 'slip into', 'slip past', 'sneak', 'enter', 'access', 'climb', 'hop the', 'jump the', 'go up to the', 'go down to the', 'go onto', 'get onto', 'walk onto', 'walk through', 'wander', 'poke around', 'look around', 'check out the', 'peek', 'peer', 'look inside', 'look in', 'look into', 'look through', 'see inside', 'inside', 'open', 'try the', 'knock', 'ring the', 'let yourself', 'tailgate', 'piggyback', 'pretend', 'pose as', 'talk your way', 'visit', 'tour$', 'what is in', "what's in", 'how many boxes', 'count the boxes', 'count the stock', 'photo of the', 'photograph the'],
  ['entra', 'entrar', 'mete', 'meterte', 'pasa ', 'pasar', 'sube', 'subir', 'cuela', 'colarte', 'mira dentro', 'abre', 'abrir', 'revisa', 'fotografia'],
  ['entre', 'entrer', 'entrez', 'va dans', 'allez dans', 'passe ', 'passer', 'monte', 'faufile', 'regarde dans', 'ouvre', 'ouvrir', 'visite'],
  ['entre', 'entrar', 'va ate', 'passe', 'passar', 'suba', 'subir', 'olhe dentro', 'abra', 'abrir', 'visite'],
  ['geh rein', 'geh in', 'gehen sie in', 'betrete', 'betreten', 'rein$', 'hinein', 'schleich', 'kletter', 'schau rein', 'schau in', 'offne', 'oeffne'],
  ['entra', 'entrare', 'vai dentro', 'passa', 'sali', 'intrufolati', 'guarda dentro', 'apri', 'aprire'],
  ['进入', '进去', '走进', '溜进', '混进', '爬', '打开', '看看里面'],
  ['入って', '入る', '忍び込', '潜入', '登って', '開けて', '中を見', '覗'],
  ['들어가', '들어가서', '잠입', '올라가', '열어', '안을 보', '몰래'],
  ['अंदर जा', 'घुस', 'चढ़', 'खोल', 'अंदर देख'],
  ['step in', 'get backstage', 'go backstage', 'take the service', 'take the stairs', 'up to the', 'monte au', 'monte a', 'sube a', 'subi a', 'sobe ate', 'sobe no', 'sali al', 'sali sul', "dai un'occhiata in", 'asomate', 'espia', 'jette un oeil', 'geh ins', 'geh in den', 'geh hinter', 'das ist', '去后', '进去', '里面', 'のぞいて', '覗いて', '入って', '들어가', 'घुस', 'जाकर', 'फाँद', 'फांद', 'pula a', 'pula o', 'di que vas', 'say you', 'ya dentro'],
  ['duck behind', 'ir ao', 'ir a la', 'aller au', 'vai al', 'geh zum', '上到', '上去', '坐电梯', 'pasa detras', 'passe derriere', 'passa dietro', 'salta o muro', 'salta il muro', 'salta la valla', 'go past the', 'walk past the sign', '지나서'],
  ['go see', 'da um pulo', 'geh einfach', 'geh aufs'],
  ['duck through', 'entra e guarda', 'baja a las'],
  ['baja en el', 'pega o elevador', 'schau durch die glastur', 'schau durch die glastür', '刷卡混进', '直接进去'],
  ["dai un'occhiata al", 'poi dai'],
);

/** Physical hazards a worker must never be sent to approach. */
export const HAZARD = concept(
  ['aufs eis', 'auf das eis', 'huele a gas', 'alcantarilla', 'dans la riviere', "jusqu'aux genoux", 'courant est fort', 'paani badh', "corsia d'emergenza", 'tangenziale', 'separador central', 'svincolo', 'abandonad', 'abandonn', 'unattended', 'rio crecido', 'crecido', 'lago helado', 'tempete', 'jetee', 'sent le gaz', 'sent fort le gaz', 'ca sent le gaz', 'उफन', 'mareggiata', 'sugli scogli', '언 호수', '산불', '전깃줄', '끊어진 전선', '주인 없는', 'red flag', 'past the flags', 'lifeguards are off', 'rip tide', 'riptide', 'tracks$', 'rail line', 'railway line', 'level crossing', 'third rail', 'platform edge', 'on-ramp', 'off-ramp', 'onramp', 'hard shoulder', 'median strip', 'central reservation', 'freeway', 'on the motorway', 'motorway lane', 'highway shoulder', 'guardrail', 'crash barrier', 'abandoned building', 'abandoned factory', 'abandoned plant', 'abandoned mall', 'abandoned hospital', 'urban exploration', 'urbex', 'condemned', 'collapsed', 'rockfall', 'landslide', 'mudslide', 'avalanche', 'crater', 'eruption', 'storm drain', 'sewer', 'manhole', 'floodwater', 'flooded', 'rapids', 'rip current', 'undertow', 'breakwater', 'frozen lake', 'frozen pond', 'frozen river', 'power line', 'power lines', 'live wire', 'downed line', 'substation', 'high voltage', 'gas leak', 'smell of gas', 'smells of gas', 'smell gas', 'chemical spill', 'fumes', 'wildfire', 'evacuation', 'explosion', 'unexploded', 'suspicious package', 'gunfire', 'shots fired', 'stabbing', 'brawl', 'riot', 'standoff', 'hostage', 'wasp nest', 'hornet', 'rabid', 'aggressive dog', 'ledge', 'gleise', 'auffahrt', 'autobahn', 'standstreifen', 'leitplanke', 'mittelstreifen', 'baufallig', 'baufällig', 'einsturz', 'eingesturzt', 'eingestürzt', 'verlassene fabrik', 'lost place', 'steinschlag', 'lawine', 'hochwasser', 'uberflutet', 'überflutet', 'stromleitung', 'oberleitung', 'umspannwerk', 'gasgeruch', 'nach gas', 'gasleck', 'feuer$', 'rauch$', 'schlagerei', 'schlägerei', 'schiesserei', 'schießerei', 'zugefroren', 'dunnes eis', 'dünnes eis', 'klippe', 'voies ferrees', 'voie ferree', 'rails$', 'bretelle', "bande d'arret", 'autoroute', 'peripherique', 'glissiere', 'batiment abandonne', 'usine abandonnee', 'effondre', 'insalubre', 'eboulement', 'en crue', 'inonde', 'haute tension', 'cable electrique', 'cables electriques', 'fils electriques', 'poste electrique', 'odeur de gaz', 'fuite de gaz', 'incendie', 'fumee', 'bagarre', 'emeute', 'fusillade', "prise d'otages", 'lac gele', 'falaise', 'vias del tren', 'via del tren', 'rieles', 'autopista', 'autovia', 'arcen', 'guardarrail', 'edificio abandonado', 'fabrica abandonada', 'derrumb', 'desprendimiento', 'avalancha', 'inundad', 'cable electrico', 'cables electricos', 'alta tension', 'subestacion', 'olor a gas', 'fuga de gas', 'incendio', 'tiroteo', 'disturbios', 'rehenes', 'lago congelado', 'acantilado', 'trilhos', 'linha do trem', 'linha ferrea', 'acostamento', 'canteiro central', 'predio abandonado', 'fabrica abandonada', 'desabou', 'desabamento', 'deslizamento', 'enchente', 'alagad', 'fio de alta tensao', 'fios eletricos', 'fio eletrico', 'cabo eletrico', 'subestacao', 'cheiro de gas', 'vazamento de gas', 'fumaca', 'explosao', 'briga', 'tiroteio', 'refens', 'penhasco', 'binari$', 'ferrovia', 'autostrada', 'corsia di emergenza', 'spartitraffico', 'edificio abbandonato', 'fabbrica abbandonata', 'crollat', 'pericolante', 'frana', 'valanga', 'allagat', 'cavo elettrico', 'cavi elettrici', 'alta tensione', 'cabina elettrica', 'odore di gas', 'fuga di gas', 'esplosione', 'rissa', 'sparatoria', 'ostaggi', 'lago ghiacciato', 'scogliera', 'dirupo', '铁轨', '高速公路', '匝道', '应急车道', '中央隔离带', '护栏', '废弃', '烂尾楼', '倒塌', '危楼', '落石', '塌方', '雪崩', '洪水', '高压线', '变电站', '煤气', '燃气泄漏', '着火', '火灾', '浓烟', '爆炸', '打架', '斗殴', '枪击', '人质', '冰面', '结冰的湖', '悬崖', '線路', '高速道路', '路肩', '中央分離帯', 'ガードレール', '廃墟', '廃工場', '倒壊', '落石', '土砂崩れ', '雪崩', '増水', '冠水', '高圧線', '変電所', 'ガスの臭い', 'ガス漏れ', '火事', '火災', '爆発', 'ケンカ', '喧嘩', '乱闘', '発砲', '人質', '氷の上', '凍った湖', '崖', '선로', '철로', '고속도로', '갓길', '중앙분리대', '가드레일', '폐건물', '폐공장', '붕괴', '낙석', '산사태', '눈사태', '홍수', '침수', '고압선', '변전소', '가스 냄새', '가스가 새', '화재', '불이 났', '폭발', '패싸움', '총격', '인질', '얼음 위', '얼어붙은', '절벽', 'रेल की पटरी', 'पटरी', 'हाईवे पर', 'एक्सप्रेसवे पर', 'खंडहर', 'भूस्खलन', 'बाढ़', 'बिजली के तार', 'हाई वोल्टेज', 'गैस की बदबू', 'गैस लीक', 'आग लगी', 'धुआं', 'धुआँ', 'विस्फोट', 'झगड़ा', 'गोलीबारी', 'बंधक', 'जमी हुई झील', 'बर्फ पर', 'g4s l33k', 'gas leak', 'superare i vigili', 'in fiamme', 'bordo esterno', 'orlo del cratere', 'eruzione', 'ponta do molhe', 'fim do molhe', 'ressaca', 'molhe', 'na tempestade', 'durante la mareggiata', 'descarrilado', 'pierde liquido', 'クマに近づ', '出轨', '泄漏', '탈선', '누출', '난간 바깥', '옥상 난간', 'खंडहर', 'उफनते', 'नाले में', 'jetee pendant la tempete', 'geiselnahme', 'polizeieinsatz', 'kraterrand', 'ausbruch', 'rehenes', 'refens', 'ostaggi', '人质', '人質', '인질', 'बंधक', 'middle lane', 'fast lane', 'lane of the', 'lane of i-', 'abandoned plant', 'abandoned factory', 'abandoned suitcase', 'abandoned luggage', 'bison', 'bear by', 'near the bear', 'moose', 'derailed', 'leaking', 'crater', 'lava$', 'lava flow', 'breakwater', 'storm surge', 'ice is still new', 'early-season ice', 'out onto the ice', 'out on the ice', 'onto the ice', 'past the closed', 'closed gate', 'closed-trail', 'closed trail', 'road-closed', 'road closed barrier', 'around the barrier', 'past the barrier', 'rockfall', 'hissing', 'icy roof', 'evacuation zone', 'evacuated', 'wildfire zone', 'fire\'s close', 'high-voltage', 'substation', 'rooftop edge', 'scaffolding', 'tide is coming', 'rip tide', 'cross the highway', 'across the highway', 'across the freeway', 'fogo$', 'swim across', 'swim out', 'swim to', 'jump in the water', 'jump into the water', 'traffic lane', 'middle of the road', 'middle of the street', 'middle of the highway', 'in the road', 'onto the road', 'on-ramp', 'on ramp', 'off-ramp', 'highway shoulder', 'freeway', 'median', 'overpass', 'train track', 'railway track', 'railroad track', 'rail track', 'the tracks', 'on the tracks', 'onto the tracks', 'subway tracks', 'third rail', 'wild animal', 'bear nearby', 'auf die gleise', 'auf den gleisen', 'sui binari', 'carril de trafico', '泳いで', '煙が', 'open water', 'into the water', 'wade', 'thin ice', 'frozen lake', 'frozen pond', 'frozen river', 'on the ice', 'onto the ice', 'fire$', 'fires$', 'burning', 'blaze', 'flames', 'smoke', 'gas leak', 'smell of gas', 'smells of gas', 'leaking gas', 'chemical spill', 'downed power', 'downed line', 'power line', 'power lines', 'live wire', 'fallen wire', 'electrical wire', 'condemned', 'collapsing', 'collapsed', 'unstable', 'structurally', 'abandoned building', 'derelict', 'fight$', 'fights$', 'fighting', 'brawl', 'standoff', 'stand-off', 'shooting', 'gunman', 'gunfire', 'armed', 'hostage', 'riot', 'police line', 'crime scene', 'police tape', 'unattended bag', 'unattended backpack', 'unattended package', 'unattended suitcase', 'suspicious package', 'suspicious bag', 'abandoned bag', 'explosive', 'floodwater', 'flooded', 'rip current', 'cliff', 'ledge', 'edge of the', 'crane$', 'rooftop edge', 'storm drain', 'sewer', 'manhole', 'wild animal', 'aggressive dog', 'loose dog', 'wasp nest', 'hornet', 'beehive', 'toxic', 'asbestos', 'sinkhole', 'landslide', 'avalanche', 'lightning', 'tornado', 'hurricane', 'wildfire', 'evacuat', 'hazmat', 'radiation', 'tear gas', 'protest turns', 'clash'],
  ['autopista', 'via del tren', 'vias del tren', 'agua abierta', 'hielo delgado', 'hielo fino', 'fuego$', 'incendio', 'humo', 'fuga de gas', 'cables caidos', 'cable caido', 'tendido electrico', 'edificio en ruinas', 'derrumbe', 'pelea', 'rina', 'tiroteo', 'enfrentamiento', 'paquete abandonado', 'mochila abandonada', 'bolsa abandonada', 'inundad', 'acantilado'],
  ['voie de circulation', 'autoroute', 'voie ferree', 'voies ferrees', 'rails', 'eau libre', 'glace mince', 'glace fine', 'incendie', 'fumee', 'fuite de gaz', 'ligne electrique', 'lignes electriques', 'cables tombes', 'immeuble insalubre', 'effondr', 'bagarre', 'fusillade', 'affrontement', 'sac abandonne', 'colis abandonne', 'colis suspect', 'inond', 'falaise'],
  ['rodovia$', 'trilho', 'trilhos', 'linha do trem', 'gelo fino', 'incendio', 'fumaca', 'vazamento de gas', 'fios caidos', 'fio caido', 'rede eletrica', 'predio condenado', 'desab', 'briga', 'tiroteio', 'confronto', 'mochila abandonada', 'pacote abandonado', 'bolsa abandonada', 'alagad', 'inundad', 'penhasco'],
  ['fahrbahn', 'autobahn', 'schienen', 'dunnes eis', 'duennes eis', 'feuer', 'brennend', 'rauch', 'gasleck', 'gasgeruch', 'stromleitung', 'heruntergefallene', 'einsturz', 'baufallig', 'schlagerei', 'prugelei', 'schiesserei', 'herrenlose', 'herrenloser', 'verdachtiges paket', 'uberschwemm', 'hochwasser', 'klippe'],
  ['autostrada', 'ghiaccio sottile', 'fuoco', 'incendio', 'fumo$', 'fuga di gas', 'cavi caduti', 'linea elettrica', 'edificio pericolante', 'crollo', 'rissa', 'sparatoria', 'scontro', 'borsa abbandonata', 'zaino abbandonato', 'pacco abbandonato', 'allagat', 'scogliera'],
  ['车道', '高速公路', '匝道', '铁轨', '铁路', '下水', '薄冰', '冰面', '火灾', '着火', '起火', '大火', '浓烟', '煤气泄漏', '燃气泄漏', '漏气', '电线', '高压线', '危楼', '倒塌', '打架', '斗殴', '枪战', '对峙', '无人看管', '可疑包裹', '可疑物品', '爆炸', '洪水', '淹', '悬崖'],
  ['車線', '高速道路', '線路', '踏切の中', '薄い氷', '氷の上', '火事', '火災', '燃えて', 'ガス漏れ', '電線', '倒壊', '廃墟', '喧嘩', 'けんか', '乱闘', '発砲', '立てこもり', '放置された', '不審な荷物', '不審物', '爆発', '洪水', '崖'],
  ['차선', '고속도로', '선로', '철로', '철길', '얇은 얼음', '빙판', '화재', '불이 난', '불난', '가스 누출', '가스가 새', '전선', '붕괴', '폐건물', '싸움', '패싸움', '총격', '대치', '방치된 가방', '수상한 가방', '수상한 물건', '폭발', '홍수', '침수', '절벽'],
  ['हाईवे', 'पटरी', 'रेल की पटरी', 'पतली बर्फ', 'आग', 'जलती', 'धुआं', 'धुआँ', 'गैस रिसाव', 'गैस लीक', 'बिजली के तार', 'गिरे हुए तार', 'जर्जर', 'गिरने', 'लड़ाई', 'झगड़ा', 'गोलीबारी', 'लावारिस', 'संदिग्ध', 'बाढ़'],
  ['smells like gas', 'smell of gas', 'smell gas', 'gas smell', 'olor a gas', 'huele a gas', 'odeur de gaz', 'sent le gaz', 'cheiro de gas', 'gasgeruch', 'riecht nach gas', 'odore di gas', 'puzza di gas', '煤气味', '燃气味', 'ガス臭', '가스 냄새', 'गैस की बदबू', 'abandoned bag', 'abandoned backpack', 'unclaimed bag', 'suspicious bag', 'suspicious package', '持ち主不明', '不明なカバン', '无人认领', '可疑包裹', '주인 없는 가방', 'लावारिस', 'mortar tube', 'unexploded', "didn't go off", 'ice on the', 'on the ice', 'thick enough', 'frozen pond', 'frozen lake', 'frozen river', '冰面', '河中间', '湖中间', '江中间', '氷の上', '얼음 위', 'बर्फ पर', 'atrincherado', 'entre las patrullas', 'entre as viaturas', 'barricaded', 'between the police cars', '打群架', '打架', '斗殴', '喧嘩', '싸움', 'झगड़ा', 'down the rocks', 'pelas rochas', 'por las rocas', 'sur les rochers', 'sugli scogli', 'uber die felsen', '岩場', 'middle of the bridge', 'meio da ponte', 'medio del puente', 'milieu du pont', 'mezzo del ponte', 'hasta el medio'],
  ['someone left a', 'somebody left a', 'someone has left a', 'left unattended'],
  ['from the shore', 'pond froze', 'lake froze', 'river froze', 'froze last night', 'frozen over', '凍りました', '凍った湖', '湖の上を', '湖面上', '冰上', '얼음 위', '얼어', 'middle of the lane', 'middle of the ramp', 'middle of the road', 'a mitad del carril', 'mitad del carril', 'en medio del carril', 'en medio de la carretera', 'au milieu de la route', 'no meio da estrada', 'mitten auf der strasse', 'in mezzo alla strada', 'ランプの真ん中', '真ん中に立', '진입로 한가운데', '한가운데 서', '马路中间', '车道中间', 'सड़क के बीच', 'voitures de police', 'patrullas cruzadas', 'entre los coches', 'entre elles', 'between the two groups', 'zwischen die beiden gruppen', 'sube la marea', 'rising tide', 'maree montante', 'mare che sale', 'a encher', 'atravessar a ribeira', 'cross the river', 'cross the stream', 'wade across', 'rochers', 'rochas', 'rocas', 'rocks below', 'scogli', '바위를 타고', 'चट्टानों', '岩を下', '浸かった', '물에 잠긴', 'flooded path', 'flooded walkway'],
  ['middle of the intersection', 'sur les voies', 'auf die gleise', 'nas linhas do comboio', 'sui binari', 'en las vias del tren'],
  ['gale', 'sturm', 'tormenta', 'tempete', 'tempesta', 'tempestade', '暴风', '폭풍', 'तूफान', 'lightning', 'gewitter', 'orage', 'temporale', 'tormenta electrica', 'rayos', 'eclairs', 'fulmini', 'raios', '번개', 'बिजली गिर', 'waves hitting', 'waves coming over', 'wellen', 'olas', 'vagues', 'ondas', '파도', 'लहरों', 'harbour wall', 'sea wall', 'mole-spitze', 'breakwater', '防波堤', '방파제', 'the bull', 'bull is', 'bulls', 'toros bravos', 'taureau', 'stier', 'wolves', 'wolf pack', 'lupi', 'lobos', 'loups', 'wolfe', '狼', '늑대', 'भालू', 'wild boar', 'sanglier', 'jabali', 'cinghiali', 'wildschwein', 'stray dogs', 'cani randagi', 'perros callejeros', 'chiens errants', 'streunende hunde', 'monkeys', '猴群', '원숭이', 'बंदर', 'excavator', 'bulldozer', 'demolition', 'abriss', 'demolicion', 'demolition', 'demolizione', 'demolicao', '拆迁', 'ruspe', 'ruspa', 'bagger', 'retroescavadeira', 'escavadeira', '挖掘机', '重機', '포크레인', 'shredder', 'saw is running', 'bandsage', 'sawmill', 'sagewerk', 'guindaste', 'grua de la obra', 'gru del cantiere', 'クレーン', '起重机', '크레인', 'harvester', 'cosechadora', 'combine harvester', 'mahdrescher', 'threshing', 'थ्रेशर', 'britador', 'crusher', 'quarry', 'cantera', 'hard shoulder', 'standstreifen', 'arcen', 'banquina', 'corsia di emergenza', 'traffic island', 'central reservation', 'median strip', 'canteiro do meio', 'middle of the ring road', 'grass strip in the middle', 'squaring up', 'throwing bottles', 'kicking off', 'chairs flying', 'prugeln', 'schlagerei', 'pelea', 'bagarre', 'rissa', 'briga', 'पत्थरबाजी', '乱闘', 'もみ合い', '패싸움', 'falling snow', 'snow sliding', 'ice falling', 'icicles', '冰溜子', '屋根から雪', '눈덩이', 'sotto il tetto', 'fumaroles', 'fumarole', 'volcanic gas', '火山ガス', 'gas leak', 'yellow smoke', '연기가 새', 'water is rising', "l'eau monte", 'das wasser', 'in piena', 'maree remonte', 'mare enchendo', 'mare esta enchendo', 'mare a subir', 'sube la marea', '수위가', '増水', '涨水', 'cracked building', 'mit den rissen', 'wall is bulging', 'bulging', 'closed off', 'zona interdetta', 'frozen reservoir', 'embalse helado', 'lac a gele', 'lago ghiacciato', 'si e appena ghiacciato', 'weiher', 'tragfahig', 'बर्फ जमी', 'झील पर', '凍った', '凍ったばかり', '氷の厚さ', 'slippery rock', 'फिसलन', 'cliff edge', 'felskante', 'steilwand', 'borde del acantilado', 'bord de la falaise'],
  ['kran$', 'storm is', "storm's coming", 'during the storm', 'in the storm', 'while the storm', 'bear was seen', 'bears were seen', 'クマが出て', 'クマがいる', '멧돼지 떼', '멧돼지 사진', '猴群中间', '철거 현장', '解体現場'],
  ['波が', '波を'],
  ['没人管的行李箱', '无人看管', '没人管的包', '持ち主のいない', '주인 없는'],
  ['bajar a las vias', 'baja a las vias', 'vias del cercanias', 'terraplen', 'inagibile', 'terremoto'],
  ['分隔岛', '分隔島', '持刀', '封锁线', '封鎖線', '平交道', '道口', '轨道中间', '軌道中間', '冒黑烟', '烧到哪', '消波块', '消波塊', '浪很大'],
  ['hasta la cintura', 'bandera roja pero', 'corriente fuerte', 'up to your waist', "jusqu'a la taille", 'ate a cintura', 'bis zur hufte', 'fino alla vita', '没人管'],
  ['patri ke', 'jhagda', 'jhagde', 'maarpeet', 'marpeet', 'गुटों में', 'मारपीट', 'gas ki smell', 'gas leak', 'cylinder leak', 'bijli ka taar', 'tuta hua taar', 'nadi ke tez', 'tez paani', 'railing cross', 'divider pe', 'aag wali', 'aag lagi', 'jami hui', 'जमी हुई', 'las vias', 'cruza a la via', 'mas alla del anden', 'cable de la luz caido', 'cable caido', 'camellon', 'ghiacciato', 'ghiacciata', 'fino al centro del', 'cammina fino al centro'],
  ['patri$', 'patri par', 'patri pe'],
  ['mala largada', 'valise abandonnee', 'maleta abandonada', 'abandoned suitcase', 'herrenloser koffer'],
);

/** Places and products whose names carry a hazard word but are safe: "fire station", "fireworks stand hours". */
export const HAZARD_AS_PLACE = concept(
  ['lava-rapido', 'lava rapido', 'climate exhibit', 'exhibit', 'exhibition', 'ausstellung', 'exposition', 'mostra', 'exposicion', 'exposicao', '展', 'shooting range', 'escape room', 'smoke detector', 'smoke detectors', 'detectores de humo', 'detector de humo', 'detector de fumaca', 'detectores de fumaca', 'detecteurs de fumee', 'detecteur de fumee', 'rilevatori di fumo', 'rilevatore di fumo', '煙感知', '火災警報器', '烟雾报警器', '烟感', '연기 감지기', '화재경보기', 'स्मोक डिटेक्टर', 'extintor de incendio', 'extintor de incendios', 'fire extinguisher', 'monossido di carbonio', 'detector', 'smoke alarm', 'fire alarm', 'extinguisher', 'fire blanket', 'carbon monoxide', 'detectores de', 'detector de', 'extintor', 'detecteur', 'extincteur', 'rauchmelder', 'feuerlöscher', 'feuerloscher', 'melder', 'rilevator', 'estintore', '感知器', '警報器', '消火器', '报警器', '探测器', '灭火器', '감지기', '경보기', '소화기', 'डिटेक्टर', 'अग्निशामक', 'escape room', 'haunted', 'feuerwerks-batterie', 'fireworks stand', 'fireworks for sale', 'fire station', 'firehouse', 'fire department', 'fire hall', 'fire exit', 'fire extinguisher', 'fire pit', 'fireplace', 'fire sale', 'firestone', 'fire escape', 'wood-fired', 'wood fired', 'fire-grilled', 'fire grilled', 'fire alarm', 'bonfire night', 'campfire', 'fire truck', 'fire engine', 'fire drill', 'fire code', 'smoke shop', 'smokehouse', 'smoked', 'smoke-free', 'smoke free', 'smoke detector', 'smoothie', 'swim school', 'swimming pool', 'swim lane', 'swim lanes', 'swimwear', 'swimsuit', 'lap swim', 'pool', 'aquatic', 'ice rink', 'ice skating', 'ice cream', 'ice machine', 'ice bag', 'bag of ice', 'fight club', 'fight night', 'boxing gym', 'mma gym', 'ufc', 'flood light', 'floodlight', 'armed forces', 'armed services', 'fireworks stand', 'fireworks in stock', 'fireworks on sale', 'sell fireworks', 'selling fireworks', 'bear spray', 'fireworks store', 'fireworks shop', 'fireworks tent', 'firework stand', 'firework shop', 'fireworks for sale', 'fireworks display', 'fireworks show', 'fireworks start', 'fireworks begin', 'fireworks tonight', 'sparklers', 'gas station', 'gas prices', 'gas price', 'gas pump', 'power bank', 'powerline', 'bear claw', 'gummy bear', 'teddy bear', 'build-a-bear', 'bear brand', 'shooting range', 'photo shoot', 'shooting star', 'toxic shock', 'ledge cafe', 'cliff bar', 'clif bar', 'cliffs of', 'median price', 'median wait', 'train station', 'lightning cable', 'lightning charger', 'hurricane glass', 'hurricane cocktail', 'fire chicken', 'fire noodles', 'fire sauce', 'fire hot', 'hot fire', 'fireball', 'smokey', 'armed guard at the', 'derelict ship', 'sewer line', 'smoke alarm', 'flames grill', 'flame-grilled', 'flame grilled', 'evacuation route', 'evacuation map', 'evacuation signs', 'fire safety'],
  ['estacion de bomberos', 'piscina', 'pista de hielo', 'helado', 'gasolinera', 'senal'],
  ['caserne', 'pompiers', 'piscine', 'patinoire', 'glace a', 'glaces', 'station-service', 'panneau'],
  ['bombeiros', 'piscina', 'pista de gelo', 'sorvete', 'posto de gasolina', 'placa'],
  ['feuerwache', 'feuerwehr', 'schwimmbad', 'hallenbad', 'eisbahn', 'eisdiele', 'eiscreme', 'tankstelle', 'schild'],
  ['caserma dei vigili', 'vigili del fuoco', 'piscina', 'pista di pattinaggio', 'gelato', 'gelateria', 'benzinaio', 'cartello'],
  ['消防站', '游泳馆', '游泳池', '溜冰场', '冰淇淋', '冰激凌', '火锅', '加油站', '烟花店', '告示', '标志'],
  ['消防署', 'プール', 'スケートリンク', 'アイス', '花火大会', 'ガソリンスタンド', '看板', '掲示'],
  ['소방서', '수영장', '아이스링크', '아이스크림', '불닭', '주유소', '불꽃축제', '표지판', '안내문'],
  ['फायर स्टेशन', 'स्विमिंग पूल', 'आइसक्रीम', 'पेट्रोल पंप', 'बोर्ड', 'सूचना'],
);

/** Going near: approach, stand in, cross, get close. */
export const APPROACH = concept(
  ['go ', 'get close', 'get closer', 'go near', 'go close', 'near the', 'next to', 'approach', 'stand in', 'stand on', 'stand next', 'walk along', 'walk on', 'walk across', 'walk onto', 'cross', 'climb', 'step onto', 'step on', 'step into', 'into the', 'onto the', 'on the', 'inside', 'enter', 'check', 'look', 'see', 'photo', 'picture', 'film', 'record', 'touch', 'open', 'pick up', 'move', 'poke', 'kick', 'investigate', 'find out', 'is there', 'how big', 'how bad', 'how close', 'how many', 'what is happening', "what's happening", 'what is going on', "what's going on", 'who is', 'livestream', 'stream', 'report'],
  ['ve ', 'acercate', 'acercarte', 'entra', 'cruza', 'mira', 'revisa', 'foto', 'graba', 'toca', 'abre'],
  ['va ', 'approche', 'approchez', 'entre', 'traverse', 'regarde', 'verifie', 'photo', 'filme', 'touche', 'ouvre'],
  ['va ', 'chegue perto', 'aproxime', 'entre', 'atravesse', 'olhe', 'verifique', 'foto', 'filme', 'toque', 'abra'],
  ['geh ', 'nah ran', 'nahe', 'betrete', 'uberquere', 'schau', 'prufe', 'foto', 'filme', 'beruhre', 'offne'],
  ['vai ', 'avvicinati', 'entra', 'attraversa', 'guarda', 'controlla', 'foto', 'filma', 'tocca', 'apri'],
  ['去', '靠近', '走到', '进入', '站在', '看看', '拍', '检查', '打开', '摸'],
  ['行って', '近づ', '近く', '入って', '立って', '見て', '撮', '確認', '開けて', '触'],
  ['가서', '가까이', '다가가', '들어가', '서서', '보고', '찍', '확인', '열어', '만져'],
  ['जाकर', 'जाओ', 'पास', 'अंदर', 'देख', 'फोटो', 'खोल', 'छू'],
);

// ── acts ──────────────────────────────────────────────────────────────────

/** Crimes named by their act: theft, vandalism, fraud, surveillance of secrets. */
export const ILLEGAL_ACT = concept(
  ['nicht scannen', 'ohne zu scannen', 'unbemerkt', 'sin escanear', 'sem passar', 'gramos', 'gramas', 'grammi', 'gramm$', 'grams of', 'a gram', 'レジを通さず', 'バレない', 'busta da un tizio', 'senza fare domande', 'no hagas preguntas', 'sem fazer perguntas', 'nao a abras', 'não a abras', "ne l'ouvre pas", "sans l'ouvrir", 'without opening', "don't open it", 'do not open it', 'no lo abras', 'no la abras', 'nicht offnen', 'nicht öffnen', 'non aprirla', 'non aprirlo', 'unverzollt', 'contrabando', 'contrebande', 'contrabbando', 'schmuggel', 'not covered by camera', 'von kameras erfasst', 'no llegan las camaras', 'cctv가 안', '사각지대', 'blind spot', 'angle mort', 'ponto cego', 'punto cieco', 'toter winkel', '死角', '监控拍不到', 'सट्टा', 'सट्टे', 'counterfeit', 'knockoff', 'knock-off', 'fake id', 'fake rolex', 'fake designer', 'fake bag', 'fake handbag', 'fake watch', 'falsa$', 'falsas$', 'falsificad', 'contrefa', 'gefalscht', 'gefälscht', '假劳力士', '假货', '假包', '假证', '假身份证', '假名牌', '偽物', '偽ブランド', '가짜', 'नकली', "people's pin", 'their pin', 'their pins', 'note the pin', 'pin dal', 'pin daal', '输密码', '暗証番号', '비밀번호', 'pick pockets', 'pick a few pockets', 'pickpocket', 'geldborse', 'geldbörse ziehen', 'portafogli ai', 'carteiras', 'jump the turnstile', 'hop the turnstile', 'over the turnstile', 'fare gate', 'without a ticket', 'sin boleto', 'sin billete', 'sans billet', 'sem bilhete', 'ohne ticket', 'ohne fahrschein', 'senza biglietto', '逃票', 'キセル', '무임승차', '표 없이', 'बिना टिकट', 'from a stranger', 'a stranger will', 'von einem unbekannten', "qu'un homme va vous tendre", 'de um desconhecido', 'de un desconocido', 'da uno sconosciuto', '陌生人', '知らない人から', '모르는 분이', '모르는 사람이', 'अनजान', 'without a prescription', 'sin receta', 'sans ordonnance', 'sem receita', 'ohne rezept', 'senza ricetta', '不要处方', '処方箋なし', '처방전 없이', 'बिना पर्चे', 'lost your key', 'lost the key to room', 'schlussel fur zimmer', 'schlüssel für zimmer', 'con lo spray', 'taglia il lucchetto', 'lucchetto', 'senza scontrino', 'banconote false', 'ingressos xerocados', 'xerocad', 'arrombe', 'arrombar', 'cadeado', 'identidade falsa', 'aposte', 'scommetti', 'racha', 'corrida clandestina', 'cortar el candado', 'candado', '見ていない隙', '持ち出', 'レシートなし', '锁剪开', '剪开', '假钞', '돈 내지 말고', 'कार्ड स्लॉट', 'रीडर लगा', 'ne sont pas couverts', 'cafard', 'lecteur de carte', 'fente', 'cle usb', 'petit programme', 'sans qu\'on le voie', 'dvd pirates', 'achetes-en', 'versiegeltes', 'von einem fremden', 'durch die sicherheitskontrolle', 'nicht abgedeckt', 'knack', 'vorhangeschloss', 'usb-stick', 'heimlich', 'no estan cubiertos', 'lector de tarjetas', 'memoria usb', 'sin que lo vean', 'de un desconocido', 'nao estao cobertos', 'leitor de cartao', 'pendrive', 'sem que vejam', 'de um estranho', 'non sono coperti', 'lettore di carte', 'chiavetta usb', 'di nascosto', 'da uno sconosciuto', '监控', '读卡器', 'U盘', '偷偷', '陌生人', 'カメラの死角', 'カードリーダー', 'USBメモリ', 'こっそり', '知らない人から', '카메라 사각', '카드 리더', '몰래', '모르는 사람', 'कार्ड रीडर', 'यूएसबी', 'चुपके', 'अजनबी', 'spray-paint', 'spray paint', 'tag sprayed', 'spray a tag', 'paint a tag', 'sealed package', 'carry it through', 'carry it onto', 'across the border', 'give you a package', 'package from', 'parcel from', 'box from his', 'box from her', 'without opening it', 'records the atm', 'recording the atm', 'record the atm', 'keypad', 'which aisles aren', 'cctv can', 'cameras can', 'not covered by', 'card game in the back', 'back-room poker', 'back room poker', 'poker game', 'the rake', 'house cut', 'cut the cable', 'cut the lock', 'cut the chain', 'bike lock', 'fake health', 'plant a dead', 'plant a fake', 'photocopied ticket', 'fake match ticket', 'touts', 'refund without a receipt', 'return it for cash', 'for cash without', 'without a receipt', 'card reader over', 'card reader on', 'overlay on the card', 'over the card slot', 'on the card slot', 'bump open', 'padlock', 'usb stick', 'fake bills', 'fake money', 'underage', 'see if they card', 'without id', 'unlicensed', 'steal', 'stole', 'shoplift', 'pocket it', 'pocket the', 'pocket a', 'slip it into', 'slip it in your', 'walk out with', 'without paying', 'without checking out', 'while nobody', 'while no one', "when nobody's looking", 'when nobody is looking', 'when no one is looking', 'when no one\'s looking', 'nobody looks', 'no one looks', 'no one is watching', 'nobody is watching', 'nobody\'s watching', 'pickpocket', 'snatch', 'swipe a', 'swipe the', 'lift a$', 'five-finger', 'rob$', 'robbing', 'burgl', 'break in', 'break into', 'broke into', 'breaking into', 'pick the lock', 'lockpick', 'jimmy the', 'jimmy open', 'crowbar', 'pry open', 'spray-paint the', 'spray paint the', 'spray-paint on', 'spray paint on', 'spraypaint', 'do graffiti', 'spray graffiti', 'paint graffiti', 'put graffiti', 'graffiti on it', 'graffiti on the door', 'graffiti on his', 'graffiti on her', 'tag the', 'deface', 'vandal', 'rip down', 'tear down', 'rip off the', 'tear off', 'smash the', 'smash a', 'smash his', 'smash her', 'break the', 'break a window', 'key the', 'keying', 'slash the', 'slash his', 'slash her', 'puncture the', 'scratch the', 'damage the', 'damage his', 'damage her', 'destroy the', 'set fire', 'arson', 'counterfeit', 'fake designer', 'fake gucci', 'fake rolex', 'knockoff', 'knock-off', 'replica', 'bootleg', 'loose cigarettes', 'loosies', 'loosie', 'single cigarettes', 'untaxed', 'black market', 'drugs$', 'weed from', 'buy weed', 'score weed', 'score some', 'cocaine', 'coke from', 'meth$', 'heroin$', 'fentanyl', 'mdma', 'ecstasy', 'xanax', 'oxy$', 'oxycodone', 'oxycontin', 'percs$', 'pills from', 'dealer$', 'dealers$', 'carry a package for', 'carry this package', 'carry a bag for', 'deliver a package for a stranger', 'hold a package', 'pick up a package from a stranger', 'package from a stranger', 'package for a stranger', 'envelope for', 'drug mule', 'pin pad', 'pin-pad', 'pin number', 'people type', 'people enter their', 'keypad code', 'door code', 'alarm code', 'skimmer', 'skimming', 'blind spot', 'blind spots', 'camera coverage', 'cameras can\'t see', 'cameras cannot see', 'cameras don\'t', 'where the cameras', 'security cameras are', 'guard schedule', 'guard rotation', 'when the guard', 'illegal', 'underground casino', 'underground poker', 'illegal gambling', 'betting ring', 'cockfight', 'dogfight', 'dog fight', 'bookie', 'numbers game', 'unlicensed', 'scalper', 'scalper', 'fake id', 'fake ids', 'forged', 'stolen', 'launder money', 'money laundering', 'bribe', 'poach$', 'poaching', 'trespass', 'fake ticket', 'fake tickets', 'without a ticket', 'jump the turnstile', 'hop the turnstile', 'fare evasion', 'sneak in without', 'free refill scam', 'return fraud', 'swap the price', 'swap the tag', 'switch the price', 'switch the tag', 'price tag swap', 'dine and dash', 'punch him', 'punch her', 'punch the', 'beat up', 'attack him', 'attack her', 'attack the', 'assault', 'hit him', 'hit her', 'hurt', 'threaten', 'intimidate', 'harass', 'kill him', 'kill her', 'kill the', 'poison the', 'weapon', 'gun$', 'bring a knife', 'pull a knife', 'with a knife', 'hack into', 'hack the', 'wifi password', 'wi-fi password', 'sells out of', 'out of his trunk', 'out of a van', 'from the guy', 'from a guy', 'from the man', 'from some guy', 'street seller', 'street vendor selling', 'under the table', 'under the counter', 'no questions asked', 'cash only no receipt'],
  ['robar', 'roba ', 'robale', 'hurta', 'sin pagar', 'mientras nadie', 'cuando nadie', 'carterista', 'pintada', 'pinta la pared', 'arranca el', 'arranca la', 'rompe$', 'destroza', 'raya el', 'falsificad', 'cigarrillos sueltos', 'drogas$', 'marihuana', 'mota', 'cocaina', 'paquete para un desconocido', 'paquete de un desconocido', 'punto ciego', 'puntos ciegos', 'camaras no', 'apuestas ilegales', 'casino clandestino', 'peleas de gallos', 'ilegal', 'golpea', 'amenaza'],
  ['voler', 'volez', 'sans payer', 'pendant que personne', 'quand personne', 'pickpocket', 'tague', 'arrache le', 'arrache la', 'raye la', 'contrefa', 'faux sac', 'cigarettes a l\'unite', 'cigarettes au detail', 'drogue$', 'drogues$', 'beuh', 'shit$', 'cocaine', 'dealer$', 'colis pour un inconnu', 'colis d\'un inconnu', 'code pin', 'angle mort', 'angles morts', 'cameras ne', 'jeux clandestins', 'paris illegaux', 'combats de coqs', 'illegal', 'menace'],
  ['roubar', 'roube', 'furtar', 'furte', 'sem pagar', 'enquanto ninguem', 'quando ninguem', 'batedor de carteira', 'pichar', 'piche', 'arranque', 'quebre', 'falsificad', 'cigarro avulso', 'cigarros avulsos', 'droga$', 'maconha', 'cocaina', 'traficante', 'pacote para um estranho', 'pacote de um estranho', 'teclado', 'ponto cego', 'pontos cegos', 'cameras nao', 'jogo do bicho', 'aposta ilegal', 'cassino clandestino', 'rinha', 'ilegal', 'ameace'],
  ['klau$', 'klauen', 'klaue$', 'stiehl', 'stehlen', 'ohne zu bezahlen', 'ohne bezahlen', 'wahrend keiner', 'wenn keiner', 'wenn niemand', 'taschendieb', 'beschmier', 'zerkratz', 'zerstor', 'gefalscht', 'falschung', 'fake-', 'einzelne zigaretten', 'drogen', 'gras$', 'koks', 'kokain', 'dealer$', 'paket fur einen fremden', 'paket von einem fremden', 'pin-eingabe', 'pin eingeben', 'tastenfeld', 'toter winkel', 'tote winkel', 'kameras nicht', 'illegales glucksspiel', 'hahnenkampf', 'illegal', 'bedroh'],
  ['ruba', 'rubare', 'taccheggi', 'senza pagare', 'mentre nessuno', 'quando nessuno', 'borseggi', 'imbratta', 'graffito', 'strappa', 'contraffatt', 'falso', 'sigarette sfuse', 'droga$', 'cocaina', 'spacciatore', 'pacco per uno sconosciuto', 'pacco da uno sconosciuto', 'codice pin', 'tastierino', 'punto cieco', 'punti ciechi', 'telecamere non', 'gioco d\'azzardo illegale', 'combattimenti di galli', 'illegale', 'picchia', 'minaccia'],
  ['偷', '顺手拿', '不付钱', '没人注意', '没人看', '扒手', '涂鸦', '喷漆', '撕掉', '砸', '划车', '假货', '冒牌', '高仿', '散烟', '毒品', '大麻', '可卡因', '冰毒', '帮陌生人带', '陌生人的包裹', '盲区', '死角', '摄像头拍不到', '赌场', '地下赌', '赌博', '违法', '非法', '打人', '威胁'],
  ['盗', '万引き', '払わずに', '誰も見て', '落書き', '剥が', '破って', '傷をつけ', '偽物', 'コピー品', 'バラ売りのタバコ', '麻薬', '大麻', '覚醒剤', '知らない人の荷物', '見知らぬ人の荷物', '暗証番号', '死角', 'カメラに映らない', '闇カジノ', '違法', '賭博', '殴', '脅'],
  ['훔쳐', '훔치', '도둑', '몰래 가져', '계산하지 않고', '아무도 안 볼 때', '소매치기', '낙서', '찢어', '부숴', '긁어', '가짜', '짝퉁', '낱개 담배', '마약', '대마', '코카인', '모르는 사람의 소포', '모르는 사람 대신', '사각지대', '카메라가 안', '불법 도박', '도박장', '불법', '때려', '협박'],
  ['चुरा', 'चोरी', 'बिना पैसे', 'कोई न देखे', 'कोई नहीं देख', 'जेबकतरा', 'दीवार पर लिख', 'स्प्रे', 'फाड़', 'तोड़', 'नकली', 'खुली सिगरेट', 'ड्रग्स', 'गांजा', 'कोकीन', 'अजनबी का पैकेट', 'अजनबी के लिए', 'अंधा कोना', 'कैमरे नहीं', 'जुआ', 'सट्टा', 'गैरकानूनी', 'अवैध', 'धमका'],
  ['走私', '私烟', '水货烟', 'contrabando', 'contrebande', 'schmuggel', 'contrabbando', '밀수', 'तस्करी', '짝퉁', 'an eighth', 'eighth of', 'sells weed', 'weed guy', "'material'", 'a cuanto va el gramo', 'el gramo', 'stickers on the', 'could be cut', 'be cut easily', 'cut the lock', 'cable locks', 'lock hanging open', 'bina khole', 'बिना खोले', 'andar kya hai mat', 'पिन डालते', 'कीपैड का वीडियो', 'keypad'],
  ["don't look inside", 'do not look inside', 'nicht reinschauen', 'no la abras', 'no lo abras', 'sin abrirla', 'sin abrirlo', "sans l'ouvrir", 'sem abrir', 'senza aprirlo', 'senza aprirla', '别打开', '不要打开', '開けないで', '열지 마', 'खोलना मत', 'wrapped in tape', 'taped-up', 'taped up', 'テープで巻いた', '테이프로 감은', '胶带缠', 'mochila cerrada', 'paquete cerrado', 'pacote fechado', 'पुड़िया', 'पुडिया', 'pintar um graffiti', 'pintar un grafiti', 'pintar un graffiti', 'paint a graffiti', 'spray a tag', 'qr-code uber', 'qr code over', 'over the qr', 'sobre el qr'],
  ['ohne reinzuschauen', 'back panel', 'does rounds', 'do rounds', 'time the guard', 'guard do rounds', '散装烟', '散烟', 'loose cigarettes', 'loosies', 'cigarros sueltos', "cigarettes a l'unite"],
  ['qr sticker', 'qr-aufkleber', 'qr aufkleber', 'qr code over', 'over the payment code', 'uber den bezahlcode', 'pegatina con mi codigo qr', 'avec le sien', 'adesivo qr', 'payments land on my', 'payments go to my', 'pagamenti arrivano a me', 'self-service till', 'weighed as', 'als karotten', 'price label off', 'swap the labels', 'intervertir les etiquettes', 'cambie la etiqueta', 'troque a etiqueta', 'scambia le etichette', 'etiketten vertauschen', 'coin-return lever', 'coin return', 'ruckgabehebel', 'delivery flap', 'coat hanger', 'shake the machine', 'secouez un peu la machine', 'donation box', 'offering box', 'spendenbox', 'spendenkasse', 'cassetta delle offerte', 'caixa de esmolas', 'cepillo de la iglesia', 'दान पेटी', '功德箱', '賽銭箱', '헌금함', 'wishing well', 'without duty stamps', 'duty-free tobacco', 'sin timbre fiscal', 'sells adderall', 'by the strip', 'card game the', 'fake tickets', 'biglietti stampati da me', 'entradas falsas', 'billets imprimes', 'found receipt', 'receipt i found', 'tique viejo', 'ticket viejo', 'vergoldete kette als echt', 'scratch our initials', 'scratch initials', 'our tag on', "crew's tag", 'zahlenschloss', 'combination lock', 'try the combinations', 'kombinationen durch', 'lector extra', 'sigue pegado', 'skimmer'],
  ['scan the cheaper', 'code for the avocados', 'als karotten abwiegt', 'आलू का कोड', 'weighed as bananas'],
  ['高仿', '仿冒', 'a货', '假货', '偽物', 'ニセモノ', 'コピー品', '가짜 명품', '짝퉁', 'faux maillots', 'vendeurs a la sauvette', 'camisetas falsas', 'camisas falsificadas', 'gefalschte trikots', 'maglie false', 'small envelope', 'no questions', 'sin preguntas', 'sans poser de questions', 'ohne fragen', 'senza fare domande', 'sem perguntas', '下两百', '下注', '下个注', '開局'],
  ['塞包里', '不要结账', '不要結帳', '拿走', '叶子', '拿一点货', '一模一样', '换班', '換班'],
  ['does his rounds', 'does her rounds', 'guard rounds', 'rounds at the', 'plan the', 'so my user can plan'],
  ['jeb mein daal', 'bina bill', 'black mein ticket', 'black me ticket', 'puriya', 'raju ne bheja', 'ne bheja hai', 'khole bina', 'kuch poochhna mat', "'stuff'", 'maal nikalna', 'latch toota', 'tabaco suelto', 'sin precinto', 'revendedor', 'codigo teclean', 'clave de la puerta', 'que numeros pulsa', 'de parte del', 'bolsita', 'no cierra bien', 'vamos por la mercancia', 'taroccata', 'taroccato', 'non e ripresa', 'non si blocca bene', 'passiamo a prendere la merce', 'ti manda', 'pacchettino', 'infilarsi', 'bagarino', 'reventa'],
  ['fait-il sa pause', 'faz o intervalo', 'a-t-elle un capteur', 'tem sensor', 'vitrine tem', 'guard takes his break', 'por cima dos cartazes', 'over the posters', 'adesivos do meu candidato'],
);

/** Shop names and goods that carry a crime word harmlessly: "a steal", "Stolen Goods Cafe", "fake plants". */
export const ILLEGAL_AS_THING = concept(
  ['antirrobo', 'anti-theft', 'antitheft', 'antifurto', 'antivol', 'antirroubo', 'diebstahlschutz', '防盗', '盗難防止', '도난 방지', 'चोरी से बचाने', '마약김밥', 'me robaron', 'was stolen', 'got stolen', 'me roubaram', "on m'a vole", 'gestohlen wurde', 'mi hanno rubato', '被偷了', '盗まれた', '도난당', 'चोरी हो गई', 'insecticide', 'insecticida', 'insetticida', 'inseticida', '杀虫剂', '殺虫剤', '살충제', 'कीटनाशक', 'mosquito', 'gun counter', 'gun shop', 'gun store', 'droga raia', 'drogaria', 'drogasil', 'drugstore', 'drug store', 'pichet', 'spray paint in stock', 'have spray paint', 'spray paint on sale', 'spray paint aisle', 'spray paint price', 'padlocks in stock', 'padlocks on sale', 'keypad lock', 'bike locks', 'bike lock on sale', 'usb sticks in stock', 'usb sticks on sale', 'a steal', 'such a steal', 'steal deal', 'steals$', 'steal of', 'smash burger', 'smashburger', 'smashed avocado', 'smash room', 'rage room', 'crash', 'hack day', 'life hack', 'lifehack', 'knife sharpening', 'knife shop', 'knives on sale', 'kitchen knife', 'knife set', 'gun shop', 'gun store', 'gun range', 'glue gun', 'nerf', 'water gun', 'staple gun', 'heat gun', 'gun show', 'gunsmith', 'attack on titan', 'heart attack', 'panic attack', 'punch card', 'fruit punch', 'punch bowl', 'rum punch', 'hawaiian punch', 'killer', 'kill time', 'bomb pop', 'bath bomb', 'bomb shelter', 'the bomb', 'dealership', 'car dealer', 'dealer price', 'blackjack dealer', 'card dealer', 'dealer\'s', 'replica jersey', 'replica of', 'scalp massage', 'scalp treatment', 'damage deposit', 'storm damage', 'water damage', 'damaged', 'destroyer', 'poison ivy', 'poison control', 'hurt feelings', 'rob roy', 'robbins', 'robinson', 'robert', 'robin', 'graffiti tour', 'graffiti wall', 'graffiti art', 'graffiti alley', 'legal graffiti', 'mural', 'pins and', 'bowling pins', 'pin badge', 'pin pads on sale', 'stolen goods', 'key cutting', 'keys cut', 'slash pine', 'punch needle', 'beat the heat', 'price tag', 'killer deal', 'killer burger', 'smoke bomb', 'steal this', 'break room', 'breakfast', 'scare', 'haunted', 'counterfeit detector', 'counterfeit pen', 'the wifi password', 'wi-fi password posted', 'password posted', 'guest wifi', 'free wifi', 'street vendor', 'food vendor', 'vendors at', 'fake plants', 'fake flowers', 'fake tan', 'fake lashes', 'fake nails', 'halloween'],
  ['ganga', 'robalo'],
  ['bonne affaire'],
  ['pechincha'],
  ['schnappchen'],
  ['affare$'],
  [],
  [],
  [],
  [],
);

/** Doing more than looking: touching, opening, taking, buying from a person, handing things over. */
export const HANDS_ON = concept(
  ['touch', 'open the', 'open it', 'open a', 'open his', 'open her', 'unzip', 'lift the', 'move the', 'pick up the', 'take the', 'take it', 'take one', 'take a few', 'take some', 'grab', 'pocket', 'hand him', 'hand her', 'give him', 'give her', 'give them', 'leave a note', 'leave this', 'put this', 'plant', 'drop off', 'slip a', 'tamper', 'unlock', 'try the door', 'try the handle', 'try the doors', 'jiggle', 'knock on', 'ring the bell', 'ring the doorbell', 'peek into', 'peer into', 'look through the window', 'look through the windows', 'look in the window', 'look in the windows', 'look inside', 'rummage', 'dig through', 'go through the', 'search the', 'search his', 'search her', 'check the trunk', 'check the glove', 'read his', 'read her', 'read the mail', 'look at the mail', 'look at his', 'look at her', 'photograph his', 'photograph her', 'photo of his', 'photo of her', 'picture of his', 'picture of her'],
  ['toca', 'abre la', 'abre el', 'abre o ', 'abre a ', 'abrela', 'abrelo', 'agarra', 'coge', 'llevate', 'mira por la ventana', 'rebusca', 'prueba la puerta'],
  ['touche', 'ouvre', 'prends', 'attrape', 'regarde par la fenetre', 'fouille', 'essaie la porte'],
  ['toque', 'abra', 'pegue', 'leve', 'olhe pela janela', 'vasculhe', 'tente a porta'],
  ['beruhr', 'offne', 'nimm', 'schnapp', 'durch das fenster', 'durchsuch', 'probier die tur'],
  ['tocca', 'apri', 'prendi', 'afferra', 'guarda dalla finestra', 'fruga', 'prova la porta'],
  ['摸', '打开', '拿走', '翻', '透过窗户', '拉一下门', '试试门'],
  ['触', '開けて', '持ち去', '取って', '窓から覗', 'ドアを試'],
  ['만져', '열어', '가져와', '가져가', '창문으로', '문을 당겨', '뒤져'],
  ['छू', 'खोल', 'उठा', 'ले आ', 'खिड़की से', 'दरवाज़ा'],
  ['klopf', 'bussa', 'toca a la puerta', 'frappe a la', 'bate na porta', 'knock'],
  ['darwaza kheench', 'kheench ke', 'खींच के', 'खींचकर'],
);

// ── talking the reviewer out of its rules ─────────────────────────────────

/** Words for the rules, the review and who runs them. */
export const RULES_WORD = concept(
  ['rules', 'rule$', 'instructions', 'guidelines', 'policy', 'policies', 'restrictions', 'safety', 'review', 'guardrails', 'content filter', 'safety filter', 'prompt', 'constraints', 'moderation', 'trust & safety', 'trust and safety', 't&s', 'spotcheck', 'the system', 'content policy', 'terms of service', 'tos$', 'scope'],
  ['reglas', 'normas', 'instrucciones', 'politica', 'seguridad', 'restricciones'],
  ['regles', 'consignes', 'instructions', 'politique', 'securite', 'restrictions'],
  ['regras', 'instrucoes', 'diretrizes', 'politica', 'seguranca', 'restricoes'],
  ['regeln', 'anweisungen', 'vorgaben', 'richtlinien', 'sicherheit', 'einschrankungen'],
  ['regole', 'istruzioni', 'linee guida', 'politica', 'sicurezza', 'restrizioni'],
  ['规则', '規則', '指令', '指示', '限制', '审核', '安全', '政策'],
  ['ルール', '規則', '指示', '制限', '審査', '安全', 'ポリシー'],
  ['규칙', '지시', '제한', '검토', '안전', '정책'],
  ['नियम', 'निर्देश', 'प्रतिबंध', 'सुरक्षा', 'नीति'],
  ['checks', 'usual checks', 'security check', 'sicherheitsprufung', 'controles', 'verificacion', 'reviewer', 'vuestras normas', 'pruefung', 'prufung'],
  ['सेफ्टी', 'पॉलिसी', 'जाँच', 'जांच'],
  ['फिल्टर', 'filters'],
);

/** Setting rules aside: ignore, bypass, disabled, do not apply. */
export const SET_ASIDE = concept(
  ['ignore', 'disregard', 'forget', 'bypass', 'override', 'overrid', 'skip', 'suspend', 'disable', 'turn off', 'switch off', 'lift', 'waive', 'exempt', 'not apply', "don't apply", 'do not apply', 'doesn\'t apply', 'does not apply', 'no longer apply', 'are off', 'is off', 'are disabled', 'is disabled', 'been disabled', 'been lifted', 'been waived', 'been suspended', 'not bound', 'no restrictions', 'no rules', 'without restrictions', 'unrestricted', 'unfiltered', 'jailbreak', 'developer mode', 'dev mode', 'god mode', 'admin mode', 'debug mode', 'do anything now', 'dan mode'],
  ['ignora', 'ignorar', 'olvida', 'salta', 'desactiva', 'no aplican', 'no se aplican', 'sin restricciones'],
  ['ignore', 'ignorez', 'ignorer', 'oublie', 'contourne', 'desactive', 'ne s\'appliquent pas', 'sans restrictions'],
  ['ignore', 'ignorar', 'esqueca', 'desative', 'nao se aplicam', 'sem restricoes'],
  ['ignorier', 'vergiss', 'umgeh', 'deaktiv', 'gelten nicht', 'ohne einschrankungen'],
  ['ignora', 'dimentica', 'aggira', 'disattiva', 'non valgono', 'non si applicano', 'senza restrizioni'],
  ['忽略', '无视', '無視', '绕过', '跳过', '关闭', '不适用', '解除'],
  ['無視', '回避', '解除', '適用されない', '無効'],
  ['무시', '우회', '해제', '적용되지', '비활성'],
  ['अनदेखा', 'नज़रअंदाज़', 'लागू नहीं', 'हटा'],
  ['ubersprungen', 'uberspringen', 'no nos aplican', 'no me aplican', 'no se nos aplican', "ne s'appliquent pas a", 'gelten nicht fur', '=off', '=false', '= off'],
  ['बंद कर दी गई', 'बंद कर दिया', 'बंद कर दी'],
  ['भूल जाइए', 'भूल जाओ', 'भूल जाएं', 'bhool jao'],
);

/** Claims of approval or authority made inside an ask. */
export const AUTHORITY_CLAIM = concept(
  ['regeln nicht', 'gelten eure regeln', 'policy disabled', 'policy off', 'filters off', 'autorizacion firmada', 'autorizacao especial', 'autorização especial', 'do administrador', 'del administrador', 'no se revisen', 'nao passa por filtros', 'não passa por filtros', 'sin filtros', 'sem filtros', 'skip the review', 'skip review', 'bypass the review', 'bypass review', 'no review needed', 'ne pas verifier', 'nicht prufen', 'non controllare', 'modello di revisione', 'priorita superiore', 'dice sempre si', 'esente dalle regole', 'partner ufficiali', 'ordem judicial', 'sem revisao', 'teste do sistema', 'verificacoes de seguranca', 'desligadas', 'auditoria interna', 'dispensou a revisao', 'istanza con priorita', 'senza revisione', 'facciamo un gioco', 'ya lo aprobo', 'sin revision', 'actualizacion de politica', 'se aprueban solas', 'ya esta aprobado', 'no hagas la revision', '审核模型', '已被我覆盖', '必须批准', '永远说', 'लागू नहीं होती', 'आपकी जाँच', 'exemptes', 'exemptés', 'vos controles', 'jouons a un jeu', 'dit toujours oui', 'ausgenommen', 'eurer prufung', 'aufgehoben', 'interne prufung', 'die compliance', 'exentos', 'vuestros controles', 'juguemos a un juego', 'siempre dice que si', 'isentos', 'seus controles', 'vamos jogar um jogo', 'sempre diz sim', 'esenti', 'vostri controlli', 'giochiamo a un gioco', 'dice sempre di si', '豁免', '免检', '我们玩个游戏', '总是说是', '免除', 'ゲームをしよう', '常にはいと', '면제', '게임을 하자', '항상 예', 'छूट', 'खेल खेलते', 'policy update', 'auto-approved', 'auto approved', 'spotcheck policy', 'no more safety', 'safety screening', 'exempt from', 'reviewing model', 'reviewer model', 'instruct you', 'superseded', 'approved under', 'under ticket', 'skip checks', 'skip the checks', 'skip the review', 'always says yes', 'always say yes', 'play a game where', 'higher-priority', 'higher priority', 'you are a reviewer', 'your instructions', 'your screening', 'your filters', 'your rules', 'the rules for this', 'rules for this ask', 'this ask is exempt', 'emergency services are exempt', 'whitelist', 'allowlist', 'pre-cleared', 'precleared', 'cleared in advance', 'management approved', 'ceo approved', 'legal approved', 'ops approved', 'has been cleared', 'already cleared', 'do not refuse', 'must not refuse', 'cannot refuse', 'don\'t refuse', 'no need to review', 'bypass', 'sudo', 'override code', 'admin override', 'debug:', '[system]', '<system>', '### system', 'ignore previous', 'ignore all', 'ignore the above', 'disregard', 'pre-approved', 'preapproved', 'pre approved', 'already approved', 'been approved', 'approved by', 'is approved', 'was approved', 'has approval', 'have approval', 'authorized by', 'authorised by', 'authorization from', 'authorisation from', 'cleared by', 'sanctioned by', 'signed off', 'whitelisted', 'allowlisted', 'verified by staff', 'staff approved', 'staff have approved', 'admin approved', 'approved this', 'permission from', 'have permission', 'has permission', 'i have a warrant', 'we have a warrant', 'court order', 'subpoena', 'law enforcement', 'police request', 'police business', 'police investigation', 'official investigation', 'i am a police', "i'm a police", 'i am an officer', "i'm an officer", 'i am a detective', "i'm a detective", 'federal agent', 'fbi', 'on behalf of the police', 'for the police', 'as a police', 'private investigator', 'licensed investigator', 'special permission', 'exception has been', 'granted an exception', 'legal team', 'compliance team', 'safety team', 'trust & safety', 'trust and safety', 'internal test', 'authorized test', 'red team', 'this is a test', 'system:', 'system message', 'admin:', 'administrator:', 'developer:', 'moderator:', 'note to reviewer', 'note to the reviewer', 'to the reviewer', 'reviewer:', 'classifier:', 'ai reviewer', 'safety reviewer', 'mark this as safe', 'mark as safe', 'classify this as', 'label this', 'respond with allow', 'answer allow', 'output allow', 'verdict:', 'you are now', 'from now on you', 'pretend you', 'act as an', 'roleplay as', 'new policy', 'updated policy', 'updated rules', 'new rules', 'emergency exception', 'usual rules', 'normal rules', 'rules don\'t', 'rules do not', 'rules are suspended'],
  ['aprobado por', 'soy policia', 'de la policia', 'para la policia', 'preaprobado', 'autorizado por', 'ya aprobado', 'tengo permiso', 'orden judicial', 'soy agente', 'equipo de seguridad', 'nueva politica', 'las reglas no'],
  ['approuve par', 'je suis policier', 'pour la police', 'de la part de la police', 'pre-approuve', 'deja approuve', 'autorise par', 'j\'ai la permission', 'mandat', 'je suis policier', 'equipe de securite', 'nouvelle politique', 'les regles ne'],
  ['aprovado por', 'sou policial', 'da policia', 'para a policia', 'pre-aprovado', 'ja aprovado', 'autorizado por', 'tenho permissao', 'mandado', 'sou policial', 'equipe de seguranca', 'nova politica', 'as regras nao'],
  ['genehmigt', 'ich bin polizist', 'fur die polizei', 'im auftrag der polizei', 'vorab genehmigt', 'autorisiert', 'ich habe die erlaubnis', 'durchsuchungsbefehl', 'ich bin polizist', 'sicherheitsteam', 'neue richtlinie', 'regeln gelten'],
  ['approvato da', 'per la polizia', 'della polizia', 'pre-approvato', 'gia approvato', 'autorizzato da', 'ho il permesso', 'mandato', 'sono un agente', 'team di sicurezza', 'nuova politica', 'le regole non'],
  ['已批准', '警方要求', '我是警察', '警方授权', '执法需要', '已经批准', '预先批准', '已获批准', '授权', '执法', '安全团队', '特批', '已审核'],
  ['承認済み', '警察の依頼', '私は警察', '事前承認', '許可済み', '許可を得', '捜査', '安全チーム', '特別に許可'],
  ['승인된', '경찰 요청', '저는 경찰', '경찰입니다', '승인받', '사전 승인', '수사', '안전팀', '특별 허가'],
  ['स्वीकृत', 'पुलिस के लिए', 'मैं पुलिस', 'अनुमति मिल गई', 'मंज़ूरी', 'मंजूरी', 'सुरक्षा टीम'],
  ['soy guardia civil', 'sworn deputy', "i'm a deputy", 'i am a deputy', 'authorizing you', 'authorize you', 'i authorize', 'te autorizo', 'je vous autorise', 'ich autorisiere', 'dev_mode', 'debug_mode', 'reviewer=off', 'review=off', 'safety=off', 'filter=off', 'moderation=off', 'admin=true', 'sudo$'],
  ['wurde freigegeben', 'ist freigegeben worden', 'hat das freigegeben', '허가받았', '허가를 받았'],
  ['approved: true', 'approved=true', 'approved = true', 'policy_version: none', 'policy: none', 'safety: off', 'review: off'],
  ['관리자 모드', '심사 생략', '管理员模式', '管理者モード', 'admin mode'],
  ['admin token', 'allow_all', 'allow all token', 'mera admin', 'override token', 'bypass token'],
);

/** Words that put an authority claim about an outside fact, not the review: "the pharmacy is approved by". */
export const AUTHORITY_AS_FACT = concept(
  ['police station', 'police department', 'police precinct', 'fbi building', 'the safety of', 'food safety', 'safety sign', 'safety signs', 'safety notice', 'safety rating', 'safety inspection', 'safety posters', 'review board', 'reviews posted', 'policy posted', 'return policy', 'pet policy', 'dress code', 'store policy', 'mask policy', 'refund policy', 'approved by the fda', 'fda approved', 'fda-approved', 'approved vendor', 'approved retailer', 'approved dealer', 'police car', 'police cars', 'police officers at', 'police presence'],
  ['comisaria', 'politica de devoluciones'],
  ['commissariat', 'politique de retour'],
  ['delegacia', 'politica de troca'],
  ['polizeiwache', 'polizeirevier', 'ruckgaberecht'],
  ['commissariato', 'questura'],
  ['派出所', '警察局', '公安局'],
  ['警察署', '交番'],
  ['경찰서', '파출소'],
  ['पुलिस स्टेशन', 'थाना'],
);

/** Asking whether a place is open, closed or signposted after an incident: a question about the place, not a trip to the hazard. */
export const PLACE_STATUS = concept(
  ['sign about', 'warning sign', 'signs posted', 'sign posted', 'posted', 'notice', 'closed due', 'closed because', 'closure', 'is the road', 'is the trail', 'is the park', 'is the station', 'is the bridge', 'reopened', 're-opened', 'still closed', 'open again', 'back open', 'detour', 'is it open', 'are they open', 'is it closed', 'still open'],
  ['cerrado por', 'sigue cerrad', 'reabiert', 'esta abiert'],
  ['ferme a cause', 'toujours ferme', 'rouvert', 'est ouvert'],
  ['fechado por', 'ainda fechad', 'reaberto', 'esta aberto'],
  ['geschlossen wegen', 'noch geschlossen', 'wieder geoffnet', 'wieder offen'],
  ['chiuso per', 'ancora chiuso', 'riaperto', 'e aperto'],
  ['因为', '关闭', '开门', '营业'],
  ['閉鎖', '営業', '開いて'],
  ['폐쇄', '영업', '문 열'],
  ['बंद है', 'खुला है'],
);

/** Names of public places and services built on a non-public word: "box office", "kitchen open late". */
export const NON_PUBLIC_AS_PLACE = concept(
  ['fenced off', "hell's kitchen", 'orario al cancello', 'at the gate', 'on the gate', 'posted at the gate', 'price board behind the counter', 'board behind the counter', 'sign behind the counter', 'menu behind the counter', 'new kitchen', 'my kitchen', 'kitchen plates', 'kitchen towels', '厨房纸', '厨房用纸', 'backstage bar', 'kitchen open', 'kitchen is open', 'kitchen still', 'kitchen close', 'kitchen hours', 'kitchen stays', 'kitchen supplies', 'kitchen store', 'kitchen section', 'kitchenware', 'kitchen aisle', 'kitchen & bar', 'kitchen and bar', 'kitchen + bar', 'soup kitchen', 'test kitchen', 'open kitchen', 'box office', 'post office', 'ticket office', 'tourist office', 'visitor office', 'office supplies', 'office depot', 'office max', 'officemax', 'front office', 'office hours', 'office open', 'office is open', 'farmers market', "farmers' market", 'farm stand', 'farm shop', 'farm store', 'farmstand', 'pick-your-own', 'petting farm', 'city farm', 'roof bar', 'rooftop bar', 'rooftop terrace', 'rooftop restaurant', 'rooftop deck', 'rooftop pool', 'rooftop garden', 'observation deck', 'greenhouse cafe', 'barnes', 'barn cafe', 'vault toilet', 'restricted hours', 'closed for', 'locked out', 'lockers', 'basement level', 'basement floor', 'basement sale', 'basement store', 'warehouse store', 'warehouse club', 'warehouse sale', 'warehouse district', 'fitting rooms open', 'fitting room line', 'changing room line', 'dressing room line', 'dressing rooms open', 'the classroom store', 'maintenance closure', 'closed for maintenance', 'under maintenance', 'members only sale', 'gated entrance', 'pool', 'roof garden', 'ward street', 'ward st', 'storage units', 'self storage', 'self-storage'],
  ['cocina abierta', 'oficina de correos', 'oficina de turismo', 'taquilla', 'mercado de agricultores', 'bodega de vinos', 'supermercado'],
  ['cuisine ouverte', 'bureau de poste', 'office de tourisme', 'billetterie', 'marche fermier'],
  ['cozinha aberta', 'agencia dos correios', 'bilheteria', 'feira'],
  ['kuche geoffnet', 'kuche offen', 'postamt', 'touristeninfo', 'hofladen', 'dachterrasse'],
  ['cucina aperta', 'ufficio postale', 'biglietteria', 'mercato contadino'],
  ['售票处', '邮局', '厨房用品'],
  ['郵便局', 'チケット売り場', 'キッチン用品'],
  ['우체국', '매표소', '주방용품'],
  ['डाकघर', 'टिकट घर'],
);

/** Words that make a person word a thing or a section: "the kids menu", "women's shoes", "customer service". */
export const PERSON_AS_THING = concept(
  ['statue', 'estatua', 'statua', 'estatua', 'monument', 'busto', 'bust of', 'denkmal', 'standbild', '銅像', '像$', '雕像', '铜像', '동상', 'मूर्ति', 'mural', 'wax figure', 'copia del', 'poster of', 'cardboard cutout', "kids'", 'kids menu', 'kids meal', 'kids section', 'kids area', 'kids club', 'kids eat', 'kids zone', 'kids clothes', 'kid-friendly', 'kid friendly', 'children\'s', "children's", 'childrens', 'baby aisle', 'baby food', 'baby formula', 'baby section', 'baby changing', 'baby wipes', 'baby clothes', "women's", 'womens', "men's", 'mens$', "mother's day", "father's day", 'family restroom', 'family room', 'family meal', 'family pack', 'family size', 'staff picks', 'staff pick', 'employee of the month', 'customer service', 'customer parking', 'customers only', 'guest services', 'guest wifi', 'visitor center', 'visitor centre', 'visitors center', 'student discount', 'student id', 'senior discount', 'senior hour', 'people mover', 'friends of the', 'friendly', 'best friends pet', 'girl scout', 'boy scout', 'girls night', 'ladies night', 'manager special', "manager's special", 'the guys from', 'five guys', 'papa john', "papa john's", 'old navy', 'toys r us', "trader joe's", 'trader joe', "wendy's", "dave's", 'boys & girls club', 'boys and girls club', 'pedestrian crossing', 'pedestrian bridge', 'cyclist', 'bike lane', 'the people\'s', "people's", 'number of people', 'how many people', 'people in line', 'people waiting', 'people ahead', 'people inside', 'count the people', 'count people', 'how crowded', 'how busy', 'crowd', 'customers in', 'customers waiting', 'how many customers', 'how many shoppers', 'how many visitors', 'how many kids', 'how many children', 'cashiers open', 'cashier open', 'cashiers working', 'lanes open', 'registers open', 'staffed', 'staff on', 'ask the staff', 'ask staff', 'ask a staff', 'ask an employee', 'ask the cashier', 'ask the clerk', 'ask the pharmacist', 'ask the bartender', 'ask the barista', 'ask the manager', 'ask someone', 'ask at the', 'waiter service', 'table service', 'server error', 'passenger pickup', 'passenger drop', 'guest list', 'guest room rates'],
  ['follow the signs', 'follow signs', 'follow the arrows', 'follow the path', 'follow-up', 'the following', 'menu infantil', 'para ninos', 'de mujer', 'de hombre', 'cuanta gente', 'cuantas personas', 'atencion al cliente'],
  ['menu enfant', 'pour enfants', 'pour femmes', 'pour hommes', 'combien de personnes', 'combien de gens', 'service client'],
  ['cardapio infantil', 'infantil', 'feminino', 'masculino', 'quantas pessoas', 'atendimento ao cliente'],
  ['kindermenu', 'kinderabteilung', 'damen', 'herren', 'wie viele leute', 'wie viele menschen', 'wie viele personen', 'kundenservice', 'kundendienst'],
  ['menu bambini', 'per bambini', 'donna$', 'uomo$', 'quante persone', 'quanta gente', 'servizio clienti'],
  ['其他', '儿童餐', '儿童区', '女装', '男装', '多少人', '人多', '人多吗', '排队的人', '顾客服务'],
  ['お子様', 'キッズ', '婦人', '紳士', '何人', '混んで', '並んでいる人'],
  ['어린이 메뉴', '키즈', '여성복', '남성복', '몇 명', '사람이 많', '줄 선 사람'],
  ['बच्चों का', 'महिलाओं के', 'पुरुषों के', 'कितने लोग', 'भीड़'],
  ['人潮', '人流', '人数', '人多', '人气'],
  ['pedestrian path', 'pedestrian entrance', 'pedestrian walkway', 'pedestrian zone', 'pedestrian access'],
  ['skating trail', 'hiking trail', 'nature trail', 'walking trail', 'trailhead', 'trail head', 'bike trail'],
);
