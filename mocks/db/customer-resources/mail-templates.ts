// Mail templates: the e-mail templates of a customer, for one of its providers or for all of them.
import { zMailTemplate } from '../../../src/api/generated/zod/zod.gen';
import { addDays, isoDateTime, startOfDay } from '../../lib/clock';
import { collection } from '../collection';
import { CUSTOMER, PROVIDER } from '../core';
import type { SeedContext } from '../seed-context';
import { at } from './dates';

export const collections = {
  mailTemplates: collection(zMailTemplate),
};

/** The provider a template is for; null for every provider of the customer. */
type ProviderScope = number | null;

interface TemplateSeed {
  customerId: number;
  providerId: ProviderScope;
  name: string;
  subject: string;
  content: string;
  daysAgo: number;
  editedDaysAgo?: number;
}

const TEMPLATES: TemplateSeed[] = [
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Erstantwort Hochzeitsanfrage',
    subject: 'Ihre Hochzeitsanfrage beim Schlossgut Havelblick',
    content:
      '<p>Liebes Brautpaar,</p><p>herzlichen Dank für Ihre Anfrage und Ihr Interesse am Schlossgut Havelblick! Ihr Wunschtermin ist bei uns derzeit noch frei.</p><p>Gern zeigen wir Ihnen unseren Festsaal, die Orangerie und den Landschaftspark bei einer persönlichen Besichtigung. Besichtigungen bieten wir dienstags bis samstags zwischen 10 und 17 Uhr an.</p><p>In der Anlage finden Sie unsere Hochzeitsmappe mit allen Räumlichkeiten und Preisen.</p>',
    daysAgo: 340,
    editedDaysAgo: 45,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Angebot mit Menüvorschlag',
    subject: 'Ihr persönliches Angebot für Ihre Hochzeit am Havelufer',
    content:
      '<p>Liebes Brautpaar,</p><p>vielen Dank für das schöne Gespräch bei Ihrer Besichtigung. Wie besprochen senden wir Ihnen unser Angebot:</p><ul><li>Sektempfang im Landschaftspark mit Fingerfood</li><li>Vier-Gänge-Menü aus regionalen Zutaten, auf Wunsch vegetarisch</li><li>Getränkepauschale für 8 Stunden</li><li>Mitternachtsimbiss mit Brandenburger Spezialitäten</li></ul><p>Unser Menüvorschlag: Havelzander auf Rote-Bete-Risotto, Kalbsrücken mit Kräuterkruste und zum Dessert Sanddorn-Parfait.</p><p>Das Angebot halten wir Ihnen 14 Tage lang frei.</p>',
    daysAgo: 300,
    editedDaysAgo: 20,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Terminbestätigung Besichtigung',
    subject: 'Bestätigung Ihres Besichtigungstermins',
    content:
      '<p>Liebes Brautpaar,</p><p>hiermit bestätigen wir Ihren Besichtigungstermin im Schlossgut Havelblick. Bitte melden Sie sich bei Ankunft an der Rezeption im Gutshaus.</p><p>Parkplätze finden Sie direkt an der Zufahrt Am Havelufer 12. Planen Sie für die Besichtigung etwa eine Stunde ein.</p><p>Wir freuen uns auf Sie!</p>',
    daysAgo: 280,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Nachfassen nach Besichtigung',
    subject: 'Wie hat Ihnen das Schlossgut gefallen?',
    content:
      '<p>Liebes Brautpaar,</p><p>wir hoffen, Ihnen hat die Besichtigung gefallen. Haben Sie noch Fragen zu Räumen, Menü oder Übernachtung? Wir beraten Sie gern telefonisch unter 0331 20045670.</p><p>Ihr Wunschtermin ist noch bis Ende des Monats für Sie reserviert.</p>',
    daysAgo: 190,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: null,
    name: 'Absage Termin vergeben',
    subject: 'Ihr Wunschtermin ist leider bereits vergeben',
    content:
      '<p>Liebes Brautpaar,</p><p>vielen Dank für Ihre Anfrage. Leider ist Ihr Wunschtermin bereits vergeben. An den beiden Wochenenden davor und danach haben wir noch freie Termine und würden uns freuen, Ihre Hochzeit an einem dieser Tage auszurichten.</p>',
    daysAgo: 150,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.lichtwerk,
    name: 'Erstantwort Hochzeitsreportage',
    subject: 'Ihre Anfrage bei Lichtwerk Fotografie',
    content:
      '<p>Hallo ihr beiden,</p><p>vielen Dank für eure Anfrage! Euer Hochzeitstag ist bei uns noch frei. In der Anlage findet ihr unsere Preisliste mit allen Reportage-Paketen.</p><p>Am besten lernen wir uns bei einem Kaffee in unserem Studio in der Torstraße oder per Videoanruf kennen.</p>',
    daysAgo: 120,
    editedDaysAgo: 12,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.brautsalon,
    name: 'Anprobetermin Brautsalon',
    subject: 'Ihr Anprobetermin im Brautsalon Altona',
    content:
      '<p>Liebe Braut,</p><p>wir freuen uns, Sie zu Ihrer Brautkleidberatung im Brautsalon Altona begrüßen zu dürfen. Für die Beratung nehmen wir uns zwei Stunden Zeit. Bringen Sie gern bis zu drei Begleitpersonen mit.</p><p>Tipp: Passende Unterwäsche und Schuhe mit der gewünschten Absatzhöhe helfen bei der Anprobe.</p>',
    daysAgo: 60,
  },
  {
    customerId: CUSTOMER.elbblick,
    providerId: PROVIDER.elbblick,
    name: 'Erstantwort Landhaus Elbblick',
    subject: 'Ihre Hochzeitsanfrage im Landhaus Elbblick',
    content:
      '<p>Moin liebes Brautpaar,</p><p>vielen Dank für Ihre Anfrage! Unser Wintergarten bietet Platz für bis zu 70 Gäste, im Sommer feiern Sie auf der Terrasse direkt an der Elbe.</p><p>Rufen Sie uns gern an, um einen Besichtigungstermin zu vereinbaren.</p>',
    daysAgo: 210,
  },
  {
    customerId: CUSTOMER.elbblick,
    providerId: PROVIDER.elbblick,
    name: 'Terminbestätigung Besichtigung',
    subject: 'Ihr Besichtigungstermin im Landhaus Elbblick',
    content:
      '<p>Moin,</p><p>hiermit bestätigen wir Ihren Besichtigungstermin. Am Strandweg gibt es nur wenige Parkplätze, wir empfehlen die Anreise mit der S-Bahn bis Blankenese.</p>',
    daysAgo: 90,
  },
];

export async function seedMailTemplates(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const today = startOfDay(now);
  let templateId = 1;
  for (const t of TEMPLATES) {
    const created = at(addDays(today, -t.daysAgo), random.int(8, 17), random.int(0, 59));
    const edited =
      t.editedDaysAgo === undefined
        ? created
        : at(addDays(today, -t.editedDaysAgo), random.int(8, 17), random.int(0, 59));
    await db.mailTemplates.create({
      id: templateId++,
      customerId: t.customerId,
      providerId: t.providerId,
      name: t.name,
      subject: t.subject,
      content: t.content,
      createdAt: isoDateTime(created),
      updatedAt: isoDateTime(edited),
    });
  }
}
