// Agreement texts (terms, privacy policy, preliminary information, referral terms) in every published version, and
// the users' signatures.
import { zAgreementSign, zAgreementText } from '../../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, isoDateTime, startOfDay } from '../../lib/clock';
import { collection } from '../collection';
import { USER } from '../core';
import type { SeedContext } from '../seed-context';

export const collections = {
  /** Every published version of every agreement text; the API lists the latest one per type. */
  agreementTexts: collection(zAgreementText),
  agreementSigns: collection(zAgreementSign),
};

/** Ids of the seeded agreement texts: the current version of each type, and superseded ones. */
export const AGREEMENT_TEXT = {
  termsV1: 1,
  privacyV1: 2,
  preliminaryInformation: 3,
  referralTerms: 4,
  terms: 5,
  privacy: 6,
} as const;

const TERMS_V1 = `<h2>Allgemeine Geschäftsbedingungen für Anbieter</h2>
<p>Diese Bedingungen regeln die Nutzung des Anbieterportals des Hochzeitsportals durch gewerbliche Anbieter von Hochzeitsdienstleistungen (im Folgenden „Anbieter“).</p>
<h3>§ 1 Vertragsgegenstand</h3>
<p>Der Anbieter erhält einen Eintrag auf dem Marktplatz und kann Anfragen von Brautpaaren empfangen und beantworten. Der Umfang der Leistungen richtet sich nach dem gebuchten Paket.</p>
<h3>§ 2 Pflichten des Anbieters</h3>
<p>Der Anbieter stellt sicher, dass alle Angaben in seinem Eintrag wahrheitsgemäß und aktuell sind. Bilder dürfen keine Logos oder Kontaktdaten enthalten.</p>
<h3>§ 3 Laufzeit und Kündigung</h3>
<p>Der Vertrag läuft über die im Paket genannte Laufzeit und verlängert sich um jeweils zwölf Monate, wenn er nicht mit einer Frist von drei Monaten gekündigt wird.</p>`;

const TERMS_V2 = `<h2>Allgemeine Geschäftsbedingungen für Anbieter</h2>
<p>Fassung 2 – gültig für alle Verträge ab dem Tag der Veröffentlichung. Neu sind die Regelungen zu Rabattaktionen (§ 4) und zur Ratenzahlung (§ 5).</p>
<h3>§ 1 Vertragsgegenstand</h3>
<p>Der Anbieter erhält einen Eintrag auf dem Marktplatz und kann Anfragen von Brautpaaren per Telefon, E-Mail, SMS und WhatsApp empfangen und beantworten. Der Umfang der Leistungen richtet sich nach dem gebuchten Paket.</p>
<h3>§ 2 Pflichten des Anbieters</h3>
<p>Der Anbieter stellt sicher, dass alle Angaben in seinem Eintrag wahrheitsgemäß und aktuell sind. Bilder dürfen keine Logos oder Kontaktdaten enthalten. Preise sind in Euro inklusive Umsatzsteuer anzugeben.</p>
<h3>§ 3 Laufzeit und Kündigung</h3>
<p>Der Vertrag läuft über die im Paket genannte Laufzeit und verlängert sich um jeweils zwölf Monate, wenn er nicht mit einer Frist von drei Monaten zum Laufzeitende gekündigt wird.</p>
<h3>§ 4 Rabattaktionen</h3>
<p>Rabatte und Aktionen werden vor der Veröffentlichung vom Team des Marktplatzes geprüft. Die Prüfung dauert in der Regel zwei Werktage. Angegebene Preise vor und nach dem Rabatt müssen tatsächlich angeboten werden.</p>
<h3>§ 5 Ratenzahlung</h3>
<p>Bietet der Anbieter Ratenzahlung an, trägt er die Verantwortung für die Abwicklung gegenüber dem Brautpaar.</p>`;

const PRIVACY_V1 = `<h2>Datenschutzerklärung für das Anbieterportal</h2>
<p>Wir verarbeiten personenbezogene Daten der Nutzerinnen und Nutzer des Anbieterportals ausschließlich zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).</p>
<h3>Welche Daten wir speichern</h3>
<p>Name, E-Mail-Adresse, Telefonnummer und die Zuordnung zu Ihren Anbietereinträgen sowie Protokolle Ihrer Anmeldungen.</p>
<h3>Ihre Rechte</h3>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung. Wenden Sie sich dazu an datenschutz@hochzeitsportal.de.</p>`;

const PRIVACY_V2 = `<h2>Datenschutzerklärung für das Anbieterportal</h2>
<p>Wir verarbeiten personenbezogene Daten der Nutzerinnen und Nutzer des Anbieterportals zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO) und, soweit Sie eingewilligt haben, zur Verbesserung unseres Angebots (Art. 6 Abs. 1 lit. a DSGVO).</p>
<h3>Welche Daten wir speichern</h3>
<p>Name, E-Mail-Adresse, Telefonnummer, die Zuordnung zu Ihren Anbietereinträgen, Protokolle Ihrer Anmeldungen sowie Gesprächsverläufe im Live-Chat unserer Hochzeitsberatung.</p>
<h3>Dienstleister</h3>
<p>Für den Live-Chat, den Versand von Push-Benachrichtigungen und die Fehleranalyse setzen wir Auftragsverarbeiter mit Sitz in der Europäischen Union ein.</p>
<h3>Ihre Rechte</h3>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Widerruf einer Einwilligung. Wenden Sie sich dazu an datenschutz@hochzeitsportal.de.</p>`;

const PRELIMINARY_INFORMATION = `<h2>Vorabinformationen zum Vertragsschluss</h2>
<p>Vor Abschluss Ihres Anbietervertrags informieren wir Sie über die wesentlichen Vertragsbedingungen.</p>
<ul>
<li>Vertragspartner ist die Hochzeitsportal GmbH, Friedrichstraße 68, 10117 Berlin.</li>
<li>Ihre Bewerbung wird innerhalb von 48 Stunden geprüft. Erst mit der Freischaltung Ihres Eintrags kommt der Vertrag zustande.</li>
<li>Für die Bewerbung benötigen wir mindestens ein Foto sowie eine Beschreibung Ihres Angebots mit mindestens 300 Zeichen.</li>
<li>Alle Preise verstehen sich in Euro zuzüglich der gesetzlichen Umsatzsteuer.</li>
</ul>`;

const REFERRAL_TERMS = `<h2>Empfehlungsprogramm</h2>
<p>Empfehlen Sie uns ein Unternehmen aus der Hochzeitsbranche. Wird das empfohlene Unternehmen innerhalb von sechs Monaten nach Ihrer Empfehlung Kunde, erhalten Sie eine Prämie von bis zu 5.000 EUR.</p>
<h3>Teilnahmebedingungen</h3>
<ul>
<li>Teilnehmen können alle Anbieter mit einem aktiven Vertrag.</li>
<li>Das empfohlene Unternehmen darf in den letzten zwölf Monaten kein Kunde gewesen sein.</li>
<li>Die Höhe der Prämie richtet sich nach dem Paket, das das empfohlene Unternehmen bucht.</li>
<li>Die Prämie wird nach Zahlung der ersten Rechnung durch das empfohlene Unternehmen ausgezahlt.</li>
</ul>
<p>Mit dem Absenden einer Empfehlung bestätigen Sie, dass die empfohlene Person mit der Weitergabe ihrer Kontaktdaten einverstanden ist.</p>`;

export async function seedAgreements(ctx: SeedContext): Promise<void> {
  const { db, now, scenario } = ctx;
  const today = startOfDay(now);
  const at = (offsetDays: number, hour = 0) => isoDateTime(addMinutes(addDays(today, offsetDays), hour * 60));
  const texts = [
    {
      id: AGREEMENT_TEXT.termsV1,
      type: 'terms' as const,
      title: 'Allgemeine Geschäftsbedingungen',
      content: TERMS_V1,
      version: 1,
      publishedAt: at(-540),
    },
    {
      id: AGREEMENT_TEXT.privacyV1,
      type: 'privacy' as const,
      title: 'Datenschutzerklärung',
      content: PRIVACY_V1,
      version: 1,
      publishedAt: at(-540),
    },
    {
      id: AGREEMENT_TEXT.preliminaryInformation,
      type: 'preliminary_information' as const,
      title: 'Vorabinformationen zum Vertragsschluss',
      content: PRELIMINARY_INFORMATION,
      version: 1,
      publishedAt: at(-400),
    },
    {
      id: AGREEMENT_TEXT.referralTerms,
      type: 'referral_terms' as const,
      title: 'Teilnahmebedingungen für das Empfehlungsprogramm',
      content: REFERRAL_TERMS,
      version: 1,
      publishedAt: at(-200),
    },
    {
      id: AGREEMENT_TEXT.terms,
      type: 'terms' as const,
      title: 'Allgemeine Geschäftsbedingungen',
      content: TERMS_V2,
      version: 2,
      publishedAt: at(-90),
    },
    {
      id: AGREEMENT_TEXT.privacy,
      type: 'privacy' as const,
      title: 'Datenschutzerklärung',
      content: PRIVACY_V2,
      version: 2,
      publishedAt: at(-30),
    },
  ];
  for (const text of texts) await db.agreementTexts.create(text);
  if (scenario === 'empty') return;

  // The demo user signed every version of the terms and the privacy policy (the referral terms are not signed).
  // The new user (login `neu`) signed nothing yet: after login the portal asks them to accept the current terms
  // and privacy policy (the agreement dialog, docs/signup.md); the others have signed both.
  const signs = [
    { agreementTextId: AGREEMENT_TEXT.termsV1, customerUserId: USER.demo, version: 1, signedAt: at(-400, 9) },
    { agreementTextId: AGREEMENT_TEXT.privacyV1, customerUserId: USER.demo, version: 1, signedAt: at(-400, 9) },
    { agreementTextId: AGREEMENT_TEXT.terms, customerUserId: USER.demo, version: 2, signedAt: at(-85, 14) },
    { agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: USER.demo, version: 2, signedAt: at(-28, 9) },
    { agreementTextId: AGREEMENT_TEXT.terms, customerUserId: USER.renew, version: 2, signedAt: at(-60, 11) },
    { agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: USER.renew, version: 2, signedAt: at(-25, 11) },
    { agreementTextId: AGREEMENT_TEXT.terms, customerUserId: USER.jonas, version: 2, signedAt: at(-80, 10) },
    { agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: USER.jonas, version: 2, signedAt: at(-27, 10) },
    { agreementTextId: AGREEMENT_TEXT.terms, customerUserId: USER.mia, version: 2, signedAt: at(-75, 9) },
    { agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: USER.mia, version: 2, signedAt: at(-26, 16) },
    { agreementTextId: AGREEMENT_TEXT.terms, customerUserId: USER.felix, version: 2, signedAt: at(-90, 15) },
    { agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: USER.felix, version: 2, signedAt: at(-28, 13) },
    { agreementTextId: AGREEMENT_TEXT.terms, customerUserId: USER.basic, version: 2, signedAt: at(-70, 17) },
    { agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: USER.basic, version: 2, signedAt: at(-20, 8) },
  ];
  let id = 1;
  for (const sign of signs) await db.agreementSigns.create({ id: id++, ...sign });
}
