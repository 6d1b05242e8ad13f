/**
 * Lexicon: words that name the same thing in a catalogue and in a customer's words (general Dutch
 * trade vocabulary, colloquial names and the English words customers mix in). Each group is a set of
 * folded single words; a text word that is no catalogue word is read as a catalogue word of its group
 * (with a little less confidence than the word itself). Phrases of several words are not entries: the
 * matcher sees single words.
 */
// prettier-ignore
export const NOUN_SYNONYMS: ReadonlyArray<readonly string[]> = [
  // Sizes named as words
  ['medium', 'middelgroot', 'middelgrote', 'middel', 'gemiddeld'],
  // Electrical
  ['stopcontact', 'wandcontactdoos', 'contactdoos', 'wandcontact', 'socket', 'sockets', 'outlet'],
  ['buitenstopcontact', 'buitencontactdoos', 'tuinstopcontact'],
  ['netwerkaansluiting', 'netwerkpunt', 'datapunt', 'internetpunt', 'internetaansluiting', 'utp', 'ethernet'],
  ['inbouwspot', 'spot', 'downlight', 'downlighter', 'plafondspot'],
  ['groepenkast', 'meterkast', 'zekeringkast', 'verdeelkast', 'stoppenkast'],
  ['rookmelder', 'rookalarm', 'brandmelder', 'rookdetector'],
  ['laadpaal', 'laadpunt', 'laadstation', 'wallbox', 'thuislader', 'autolader'],
  ['omvormer', 'inverter'],
  ['deurbel', 'videodeurbel', 'doorbell', 'intercom'],
  ['zonnepaneel', 'paneel', 'pvpaneel', 'solarpanel'],
  ['perilex', 'krachtstroom', 'krachtaansluiting'],
  // Plumbing, heating
  ['cvketel', 'ketel', 'verwarmingsketel', 'combiketel'],
  ['thermostaatkraan', 'radiatorkraan', 'thermostaatknop', 'radiatorknop'],
  ['toilet', 'wc', 'closet', 'toiletpot'],
  ['hemelwaterafvoer', 'regenpijp', 'hwa', 'regenwaterafvoer', 'valpijp'],
  ['dakgoot', 'goot', 'regengoot'],
  ['onderhoudsbeurt', 'servicebeurt', 'beurt', 'jaarbeurt', 'controlebeurt'],
  ['onderhoudscontract', 'onderhoudsabonnement', 'servicecontract', 'serviceabonnement'],
  ['warmtepomp', 'heatpump'],
  ['monteur', 'installateur', 'loodgieter'],
  // Building, finishing
  ['pleisterwerk', 'stucwerk', 'stukadoorswerk', 'pleisterlaag'],
  ['spackspuiten', 'spack', 'spackwerk', 'spuitwerk', 'spackle'],
  ['gipsplaat', 'gipskarton', 'gipskartonplaat', 'rigips'],
  ['container', 'afvalcontainer', 'puincontainer', 'bouwcontainer', 'afvalbak'],
  ['puin', 'bouwafval', 'sloopafval', 'bouwpuin'],
  ['vloertegel', 'plavuis', 'vloertegels'],
  ['betontegel', 'stoeptegel', 'trottoirtegel'],
  ['kitwerk', 'kitvoeg', 'kitnaad', 'siliconenkit', 'silicone', 'kit'],
  ['daklood', 'lood', 'loodslab', 'loodwerk'],
  ['draagmuur', 'muurdoorbraak', 'doorbraak'],
  ['kozijn', 'raamkozijn', 'deurkozijn', 'kozijnen'],
  ['plafond', 'zoldering'],
  ['aanbouw', 'uitbouw'],
  ['timmerman', 'timmerwerk', 'timmeren'],
  ['hoogwerker', 'schaarlift', 'knikarm'],
  ['steiger', 'rolsteiger', 'steigerwerk'],
  ['sauswerk', 'latex', 'muurverf'],
  // Glass and windows
  ['ruit', 'raam', 'glasplaat', 'ramen', 'window', 'windows'],
  ['isolatieglas', 'dubbelglas', 'hrglas', 'hr'],
  ['noodbeglazing', 'noodreparatie', 'dichtzetten', 'noodschot'],
  ['douchewand', 'douchescherm', 'douchedeur'],
  ['glasbewassing', 'glazenwassen', 'ramenwassen', 'glazenwasser'],
  // Cleaning
  ['huishoudelijk', 'poetshulp', 'werkster', 'schoonmaakster', 'huishoudhulp'],
  ['hogedrukreiniging', 'hogedrukreinigen', 'hogedrukspuit', 'karcher', 'kaercher'],
  ['tapijt', 'vloerbedekking', 'karpet', 'carpet'],
  // Garden
  ['haag', 'heg', 'haagje'],
  ['gazon', 'grasveld', 'grasmat', 'lawn'],
  ['schutting', 'erfafscheiding', 'tuinscherm', 'schuttingscherm', 'fence'],
  ['tuinaarde', 'potgrond', 'teelaarde'],
  ['boomschors', 'schors', 'houtsnippers', 'mulch'],
  // Trees by their kind ('de eik snoeien' is a tree to prune)
  ['boom', 'eik', 'berk', 'wilg', 'beuk', 'linde', 'populier', 'kastanje', 'esdoorn', 'conifeer', 'plataan', 'iep', 'walnoot', 'sparrenboom', 'dennenboom', 'knotwilg', 'acacia', 'lijsterbes', 'magnolia'],
  ['minigraver', 'graafmachine', 'shovel', 'graafmachientje', 'minikraan'],
  ['sierbestrating', 'bestrating', 'straatwerk', 'klinkers', 'klinker', 'straatstenen'],
  // Moving
  ['verhuiswagen', 'verhuisbus', 'bus', 'busje', 'vrachtwagen', 'wagen', 'truck'],
  ['verhuisdoos', 'doos', 'kartonnen', 'box', 'boxes'],
  ['verhuizer', 'sjouwer', 'verhuishulp', 'drager', 'mover'],
  ['verhuislift', 'ladderlift', 'meubellift'],
  ['grofvuil', 'huisraad', 'inboedel', 'rommel'],
  // Events, music, rental
  ['dj', 'diskjockey', 'deejay'],
  ['geluidsset', 'geluidsinstallatie', 'speakers', 'speaker', 'boxen', 'geluidssysteem', 'pa'],
  ['lichtset', 'lichtshow', 'lichten', 'lights', 'discolicht'],
  ['saxofonist', 'saxofoon', 'sax', 'saxofonisten'],
  ['photobooth', 'fotobooth', 'fotohokje', 'selfiebox', 'fotobox'],
  ['dansvloer', 'dancefloor'],
  ['klapstoel', 'stoel', 'chair', 'chairs'],
  ['statafel', 'bartafel', 'hangtafel'],
  ['statafelrok', 'statafelhoes', 'tafelrok', 'rok', 'rokken'],
  ['terrasheater', 'heater', 'terrasverwarmer', 'heaters'],
  ['partytent', 'tent', 'feesttent', 'paviljoen'],
  ['koelwagen', 'koelcel', 'koelaanhanger', 'koeltrailer'],
  ['springkussen', 'luchtkussen'],
  ['stoelhoes', 'stoelhoezen', 'hoes', 'hoezen'],
  // Photography
  ['portret', 'portretfoto', 'profielfoto', 'headshot', 'headshots', 'pasfoto'],
  ['bruiloftsreportage', 'trouwreportage', 'trouwfotografie', 'bruiloftsfotografie', 'huwelijksreportage'],
  ['dronefoto', 'drone', 'luchtfoto', 'dronebeelden'],
  ['productfoto', 'packshot', 'productfotografie', 'packshots'],
  ['vastgoedfotografie', 'woningfotografie', 'makelaarsfoto', 'woningfoto'],
  ['familieshoot', 'gezinsshoot', 'familiefotoshoot', 'gezinsfotoshoot', 'familiefoto'],
  ['nabewerking', 'bewerking', 'retouche', 'editing'],
  ['fotoshoot', 'shoot', 'reportage'],
  // Car and bicycle
  ['apk', 'apkkeuring'],
  ['remblok', 'remblokjes', 'remmen', 'brakes'],
  ['distributieriem', 'tandriem', 'distributie'],
  ['motorolie', 'olie', 'oil'],
  ['airco', 'airconditioning', 'aircoservice', 'klimaatbeheersing'],
  ['bedrijfswagen', 'bestelbus', 'bestelwagen', 'bedrijfsbus'],
  ['personenauto', 'auto', 'car', 'wagen'],
  ['buitenband', 'tire', 'tyre'],
  ['binnenband', 'tube'],
    ['wiel', 'velg'],
  ['fietsverhuur', 'huurfiets', 'huurfietsen'],
  // Driving school
  ['rijles', 'les', 'lessen', 'autorijles', 'lesuur'],
  ['motorrijles', 'motorles'],
  ['praktijkexamen', 'rijexamen', 'examen'],
  // IT
  ['laptop', 'notebook', 'computer', 'pc'],
  ['ssd', 'schijf', 'harddisk', 'hardeschijf'],
  ['accesspoint', 'wifipunt', 'ap', 'wifi'],
  ['mailbox', 'mailaccount', 'emailaccount', 'mailadres', 'emailadres'],
  ['virusverwijdering', 'virus', 'malware', 'virussen', 'virusscan'],
  ['backup', 'reservekopie'],
  ['helpdesk', 'support', 'ondersteuning', 'servicedesk'],
  ['webhosting', 'hosting'],
  ['domeinnaam', 'domein', 'domain'],
  ['monitor', 'beeldscherm', 'scherm', 'screen'],
  // Food and catering
  ['broodje', 'bolletje', 'pistolet', 'kaiserbroodje', 'puntje'],
  ['tompouce', 'tompoes', 'tompouche'],
  ['appeltaart', 'appelgebak', 'appeltaartje'],
  ['bedieningspersoneel', 'bediening', 'serveerster', 'ober', 'obers', 'serveersters', 'bedienend'],
  ['bbq', 'barbecue', 'barbeque'],
  ['hapjes', 'borrelhapjes', 'fingerfood', 'bites', 'borrelhap'],
  ['bezorgkosten', 'bezorging', 'thuisbezorging', 'bezorgen', 'afleveren', 'delivery'],
  // Printing
  ['flyer', 'strooibiljet', 'handzetter', 'flyers'],
  ['envelop', 'enveloppe', 'envelope', 'enveloppen'],
  ['sticker', 'etiket', 'label', 'stickers'],
  ['poster', 'affiche'],
  ['shirt', 'tshirt', 'shirts', 'shirtje'],
  ['visitekaartje', 'visitekaart', 'businesscard'],
  // Travel and labour
  ['voorrijkosten', 'voorrijtarief', 'voorrijden', 'rijkosten', 'callout'],
  ['kilometertoeslag', 'kilometervergoeding', 'kilometerkosten', 'reiskosten', 'kilometers'],
  ['leerling', 'stagiair', 'hulpje', 'leerjongen', 'apprentice', 'junior'],
];

/**
 * Verbs of work for the action synonyms (`ACTION_SYNONYMS` in catalog.ts): each group is read as its
 * first word in the catalogue and in the text alike.
 */
// prettier-ignore
export const MORE_ACTION_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['pleisteren', 'stucen', 'stuccen', 'stukadoren', 'stuken', 'plasteren'],
  ['sausen', 'witten', 'latexen'],
  ['kappen', 'rooien', 'omzagen', 'vellen'],
  ['richten', 'uitlijnen', 'centreren'],
  ['demonteren', 'afkoppelen', 'ontmantelen'],
];

/** Word ends that are singular though they end in -es like a plural ('rijles', 'motorles'). */
export const SINGULAR_ES = ['les'];
