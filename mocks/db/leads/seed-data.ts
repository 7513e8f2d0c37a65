// Leads area: the fixed material of the seed: well-known records, German names, places, the providers' items
// and the texts couples and teams write.
import { PROVIDER } from '../core';
import type { CallResult } from './store';

/** Well-known records for tests and docs. */
export const LEAD = {
  /** "Anna Schmidt & Lukas Becker" at Schlossgut Havelblick (101), status new, two unread incoming messages. */
  wellKnown: 42,
  /** Couple e-mail ends with @ungueltig.de: sending an e-mail answers 502 MESSAGE_NOT_SENT. */
  undeliverable: 43,
} as const;
/** The couple of lead 42 (couple ids are 1000 + the id of the couple's first lead). */
export const COUPLE = { annaUndLukas: 1042 } as const;

// ---------------------------------------------------------------- German data pools

export const FEMALE = [
  'Anna',
  'Laura',
  'Julia',
  'Lena',
  'Sophie',
  'Marie',
  'Lea',
  'Hannah',
  'Katharina',
  'Sarah',
  'Lisa',
  'Johanna',
  'Clara',
  'Emma',
  'Paula',
  'Charlotte',
  'Franziska',
  'Carolin',
  'Miriam',
  'Nina',
  'Theresa',
  'Vanessa',
  'Jana',
  'Melanie',
  'Leonie',
  'Annika',
  'Kristina',
  'Selin',
  'Aylin',
  'Friederike',
  'Luisa',
  'Svenja',
];
export const MALE = [
  'Lukas',
  'Jonas',
  'Felix',
  'Maximilian',
  'Tim',
  'Jan',
  'Leon',
  'Paul',
  'Niklas',
  'Tobias',
  'David',
  'Florian',
  'Moritz',
  'Philipp',
  'Simon',
  'Alexander',
  'Sebastian',
  'Daniel',
  'Fabian',
  'Julian',
  'Matthias',
  'Benedikt',
  'Christian',
  'Kai',
  'Emre',
  'Deniz',
  'Henrik',
  'Malte',
];
export const SURNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
  'Meier',
  'Lehmann',
  'Schulze',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Vogel',
  'Friedrich',
  'Keller',
  'Günther',
  'Berger',
  'Winkler',
  'Roth',
  'Beck',
  'Baumann',
  'Franke',
  'Yılmaz',
  'Kaya',
  'Öztürk',
  'Nowak',
  'Jansen',
];
export const MAIL_DOMAINS = [
  'web.de',
  'gmx.de',
  't-online.de',
  'gmail.com',
  'posteo.de',
  'outlook.de',
  'icloud.com',
  'freenet.de',
];
export const MOBILE_PREFIXES = [
  '151',
  '152',
  '157',
  '160',
  '162',
  '163',
  '170',
  '171',
  '172',
  '173',
  '175',
  '176',
  '177',
  '178',
  '179',
];

export type ProviderKind = 'venue' | 'photographer' | 'gown';

export interface ItemSeed {
  id: number;
  name: string;
  price: number;
}

export const PROVIDER_ITEMS: Record<number, ItemSeed[]> = {
  [PROVIDER.havelblick]: [
    { id: 2201, name: 'Hochzeitspaket Orangerie (bis 80 Gäste)', price: 8900 },
    { id: 2202, name: 'Festsaal ganztags inkl. Bestuhlung', price: 6500 },
    { id: 2203, name: 'Freie Trauung am Havelufer', price: 1450 },
    { id: 2204, name: 'Menü „Havelland“ pro Person', price: 89 },
    { id: 2205, name: 'Übernachtung Kavaliershaus (40 Betten)', price: 3200 },
  ],
  [PROVIDER.lichtwerk]: [
    { id: 2301, name: 'Ganztagesreportage (10 Stunden)', price: 2890 },
    { id: 2302, name: 'Standesamt-Paket (3 Stunden)', price: 890 },
    { id: 2303, name: 'Verlobungsshooting im Tiergarten', price: 290 },
    { id: 2304, name: 'Hochzeitsfilm (Highlight-Video)', price: 1900 },
  ],
  [PROVIDER.brautsalon]: [
    { id: 2401, name: 'Brautkleid „Elina“ in A-Linie mit Spitze', price: 1890 },
    { id: 2402, name: 'Brautkleid „Marlene“ aus Crêpe mit offenem Rücken', price: 2650 },
    { id: 2403, name: 'Schleier aus Tüll, kathedrallang', price: 240 },
    { id: 2404, name: 'Änderungspauschale Schneiderei', price: 180 },
  ],
  [PROVIDER.elbblick]: [
    { id: 2501, name: 'Wintergarten-Paket (bis 70 Gäste)', price: 5900 },
    { id: 2502, name: 'Sommerfest auf der Terrasse mit Elbstrand', price: 2400 },
  ],
};

export const EXTRA_SERVICES: Record<ProviderKind, string[]> = {
  venue: [
    'Freie Trauung im Park',
    'Übernachtung für Gäste',
    'Kinderbetreuung',
    'Sektempfang am Bootssteg',
    'Mitternachtssnack',
    'Hochzeitstorte',
    'DJ und Tanzfläche',
    'Blumendekoration',
    'Shuttle vom Bahnhof',
    'Vegetarisches Menü',
  ],
  photographer: [
    'Verlobungsshooting',
    'Hochzeitsfilm',
    'Drohnenaufnahmen',
    'Fotobox',
    'Zweite Fotografin',
    'Fotobuch aus Leinen',
    'After-Wedding-Shooting',
  ],
  gown: ['Änderungsschneiderei', 'Schleier', 'Brautschuhe', 'Haarschmuck', 'Reifrock', 'Zweites Kleid für die Party'],
};

export const PLACES = [
  'Potsdam',
  'Berlin-Köpenick',
  'der Zitadelle Spandau',
  'Schloss Ribbeck',
  'Werder (Havel)',
  'Berlin-Mitte',
  'Caputh',
  'Ketzin',
];

export const FIRST_MESSAGES: Record<ProviderKind, string[]> = {
  venue: [
    'Hallo, wir heiraten am {date} und suchen eine Location für etwa {guests} Gäste. Ist der Termin bei Ihnen noch frei?',
    'Guten Tag, wir planen unsere Hochzeit im {monthYear} mit rund {guests} Gästen und würden gern Ihre Räumlichkeiten besichtigen. Welche Termine hätten Sie für eine Besichtigung?',
    'Liebes Team, uns gefällt Ihre Location sehr! Wäre der {date} für eine freie Trauung mit anschließender Feier ({guests} Personen) noch verfügbar? Könnten Sie uns eine Preisübersicht schicken?',
    'Hallo zusammen, wir möchten im {monthYear} heiraten und interessieren uns für ein Komplettpaket mit Trauung, Essen und Party bis in die Nacht. Wir rechnen mit {guests} Gästen. Was würde das ungefähr kosten?',
    'Hallo, habt ihr im {monthYear} noch Samstage frei? Wir planen mit {guests} Gästen und bräuchten auch ein paar Übernachtungsmöglichkeiten.',
    'Hallo, wir sind auf der Suche nach einer Location am Wasser für unsere Hochzeit am {date}. Ist bei Ihnen auch eine Trauung im Freien möglich? Wir wären etwa {guests} Personen.',
  ],
  photographer: [
    'Hallo, wir heiraten am {date} in {place} und suchen jemanden, der uns den ganzen Tag fotografiert. Sind Sie an dem Tag noch frei?',
    'Guten Tag, uns gefallen Ihre natürlichen Reportagen sehr. Wir feiern am {date} mit {guests} Gästen. Was kostet eine Begleitung von der Trauung bis zum Eröffnungstanz?',
    'Hallo, bieten Sie auch Verlobungsshootings an? Unsere Hochzeit ist am {date}, vorher hätten wir gern ein Shooting im Tiergarten.',
    'Hallo zusammen, könnt ihr auch Video machen? Wir heiraten am {date} und hätten gern Fotos und einen kurzen Hochzeitsfilm.',
  ],
  gown: [
    'Hallo, ich heirate am {date} und suche ein schlichtes, modernes Brautkleid. Kann ich einen Beratungstermin an einem Samstag bekommen?',
    'Guten Tag, ich hätte gern einen Termin zur Anprobe. Mir gefallen Kleider mit Spitze und offenem Rücken, mein Budget liegt bei etwa {budget} Euro. Unsere Hochzeit ist am {date}.',
    'Hallo, wie lange vor der Hochzeit sollte ich das Kleid bestellen? Wir heiraten am {date}. Ich würde gern mit meiner Mutter und meiner Trauzeugin vorbeikommen.',
    'Hallo liebes Team, führt ihr auch Kleider in Größe 44? Ich heirate im {monthYear} standesamtlich und suche etwas Leichtes.',
  ],
};

export const CIVIL_MESSAGES = [
  'Hallo, wir heiraten am {date} standesamtlich und suchen einen schönen Ort für ein Mittagessen mit {guests} Gästen. Bieten Sie auch Menüs für kleinere Gruppen an?',
];
export const PARTY_MESSAGES: Record<number, string> = {
  3: 'Hallo, wir möchten am {orgDate} unsere Verlobung im kleinen Kreis mit {guests} Personen feiern. Haben Sie dafür einen passenden Raum?',
  4: 'Guten Tag, wir planen am {orgDate} unseren Polterabend mit etwa {guests} Gästen. Ist so eine Feier bei Ihnen möglich, gern auch draußen?',
};
export const CALL_MESSAGES = [
  'Anruf über die Vermittlungsnummer: Das Paar fragt nach freien Terminen im {monthYear} für etwa {guests} Gäste und bittet um Rückruf.',
  'Anruf über die Vermittlungsnummer: Das Paar möchte einen Besichtigungstermin vereinbaren.',
];
export const MANUAL_MESSAGES = [
  'Telefonische Anfrage, Besichtigung gewünscht.',
  'Paar hat uns auf der Hochzeitsmesse angesprochen und möchte ein Angebot für den {date}.',
  'Empfehlung von einem früheren Brautpaar, Rückruf vereinbart.',
];
export const WHATSAPP_FIRST = [
  'Hallo! Ist der {date} bei euch noch frei? Wir wären ca. {guests} Leute 😊',
  'Hi, wir heiraten im {monthYear} – habt ihr noch Kapazitäten? Liebe Grüße, {first1} & {first2}',
];
export const FOLLOW_UPS = [
  'Hallo, wir wollten nur kurz nachfragen, ob unsere Anfrage angekommen ist. Wir würden uns über eine Rückmeldung freuen!',
  'Guten Tag, gibt es schon Neuigkeiten zu unserer Anfrage? Wir müssen uns in den nächsten Tagen entscheiden.',
  'Hallo nochmal, wir hätten auch am Wochenende davor Zeit, falls das besser passt.',
];
export const COUPLE_REPLIES: Record<ProviderKind, string[]> = {
  venue: [
    'Vielen Dank für die schnelle Antwort! Passt Ihnen Samstag um 14 Uhr für eine Besichtigung?',
    'Danke für die Preisliste. Ist im Paket auch die Getränkepauschale enthalten?',
    'Könnten wir die Gästezahl noch auf {guestsMore} erhöhen? Und gibt es einen Raum für die Kinder?',
    'Das klingt wunderbar. Wir würden gern auch das Menü probieren – ist ein Probeessen möglich?',
  ],
  photographer: [
    'Vielen Dank! Können wir uns vorher einmal per Videoanruf kennenlernen?',
    'Danke für das Angebot. Wie lange dauert es, bis wir die fertigen Bilder bekommen?',
    'Das Paket mit Hochzeitsfilm klingt toll. Sind Drohnenaufnahmen auch möglich?',
  ],
  gown: [
    'Vielen Dank! Dann komme ich gern am Samstag um 11 Uhr mit meiner Trauzeugin vorbei.',
    'Danke für die Rückmeldung. Wie lange dauern die Änderungen ungefähr?',
    'Das Kleid „Elina“ hat mir auf den Bildern sehr gefallen. Haben Sie es in meiner Größe zum Anprobieren da?',
  ],
};
export const COUPLE_ACCEPTS = [
  'Wir haben uns entschieden und möchten fest buchen! Wie geht es jetzt weiter?',
  'Wir sind uns einig: Wir nehmen Ihr Angebot sehr gern an.',
];
export const COUPLE_DECLINES = [
  'Leider haben wir uns für einen anderen Anbieter entschieden. Trotzdem vielen Dank für die nette Beratung!',
  'Vielen Dank für das Angebot, das liegt leider über unserem Budget.',
];
export const NOTES = [
  'Paar wünscht vegetarisches Menü, Trauung im Park angefragt.',
  'Rückruf vereinbart für Dienstagnachmittag.',
  'Budget eher knapp – Angebot mit Winterpreisen schicken.',
  'Eltern der Braut zahlen mit, Rechnung bitte getrennt ausstellen.',
  'Besichtigung hat stattgefunden, das Paar war begeistert.',
  'Hat parallel bei zwei anderen Anbietern angefragt – zügig nachfassen.',
  'Trauzeugin ist Ansprechpartnerin für die Dekoration.',
  'Kinderbetreuung während der Feier gewünscht.',
  'Braut bevorzugt Termine am Vormittag, Bräutigam arbeitet im Schichtdienst.',
  'Allergien: eine Person mit Nussallergie, bitte an die Küche weitergeben.',
];
export const REMINDER_NOTES = [
  'Angebot nachfassen.',
  'Rückruf wegen der Menüauswahl.',
  'Prüfen, ob der Vertrag unterschrieben zurück ist.',
  'Nach der Besichtigung nachhaken.',
  null,
];
export const CALL_NOTES: Record<CallResult, Array<string | null>> = {
  TALKED: [
    'Besichtigung für Samstag vereinbart.',
    'Preise besprochen, Angebot folgt per E-Mail.',
    'Offene Fragen zur Gästezahl geklärt.',
    null,
  ],
  NO_ANSWER: ['Mailbox, keine Nachricht hinterlassen.', 'Niemand erreicht.', null],
  BUSY: ['Besetzt, später erneut versuchen.', null],
  LINE_CLOSED: ['Die Nummer ist nicht vergeben.', 'Anschluss vorübergehend nicht erreichbar.'],
  WAITING: ['Paar bittet um Rückruf am Abend.', 'Rückruf zugesagt, Paar meldet sich.', null],
};
