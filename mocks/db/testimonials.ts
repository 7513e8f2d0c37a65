// Testimonials of couples with the providers' replies (`testimonials`), the plan rule of replying and the seed.
import { zTestimonial } from '../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, isoDate, isoDateTime } from '../lib/clock';
import { mediaPath } from '../lib/media-placeholder';
import { collection, nextId } from './collection';
import { PROVIDER } from './core';
import { providerGates } from './provider-media';
import type { SeedContext } from './seed-context';

export const collections = {
  /** Testimonials store the provider id; the embedded provider summary is built when answering. */
  testimonials: collection(zTestimonial.omit({ provider: true })),
};

export type TestimonialRecord = ReturnType<typeof collections.testimonials.all>[number];

type PlanProvider = Parameters<typeof providerGates>[0];

/** Replying to reviews is plan-gated (spec point 1); the gates are the providers area's one plan matrix. */
export function planAllowsReviewReplies(provider: PlanProvider): boolean {
  return providerGates(provider).reviewReplies;
}

export const COUPLES: Array<[bride: string, groom: string]> = [
  ['Anna Schmidt', 'Lukas Becker'],
  ['Lea Müller', 'Jonas Fischer'],
  ['Sophie Weber', 'Felix Schneider'],
  ['Marie Hoffmann', 'Paul Wagner'],
  ['Laura Koch', 'Tim Richter'],
  ['Julia Klein', 'Maximilian Wolf'],
  ['Hannah Schröder', 'Leon Neumann'],
  ['Lena Schwarz', 'David Zimmermann'],
  ['Clara Braun', 'Niklas Krüger'],
  ['Emilia Hofmann', 'Moritz Hartmann'],
  ['Charlotte Lange', 'Jan Schmitt'],
  ['Mia Werner', 'Finn Schmitz'],
  ['Johanna Krause', 'Elias Meier'],
  ['Amelie Lehmann', 'Noah Schulz'],
  ['Katharina Köhler', 'Benedikt Huber'],
  ['Sarah Kaiser', 'Tobias Fuchs'],
  ['Nina Peters', 'Philipp Scholz'],
  ['Franziska Möller', 'Sebastian Weiß'],
  ['Antonia Jung', 'Florian Hahn'],
  ['Luisa Vogel', 'Jakob Friedrich'],
  ['Theresa Keller', 'Simon Günther'],
  ['Isabel Berger', 'Matthias Roth'],
  ['Carolin Frank', 'Christian Beck'],
  ['Vanessa Lorenz', 'Dominik Baumann'],
  ['Selin Yılmaz', 'Can Demir'],
  ['Miriam Haas', 'Stefan Schuster'],
  ['Jana Pohl', 'Marco Albrecht'],
  ['Ronja Busch', 'Henrik Voigt'],
  ['Paula Ludwig', 'Tom Sommer'],
  ['Helena Engel', 'Fabian Kühn'],
];

type ReplySeed = { status: 'pending' | 'published' | 'rejected'; body: string; rejectReason?: string };
interface ReviewSeed {
  rating: number;
  title: string | null;
  body: string;
  status: 'published' | 'pending' | 'rejected';
  rejectCause?: string;
  featured?: boolean;
  addedBy?: 'couple' | 'provider' | 'import';
  photos?: number;
  reply?: ReplySeed;
}

const REPLY_REJECTED_REASON =
  'Die Antwort enthält einen Link zu einer externen Webseite. Bitte entfernen Sie den Link.';

const REVIEWS: Record<number, ReviewSeed[]> = {
  [PROVIDER.havelblick]: [
    {
      rating: 5,
      title: 'Ein Traum an der Havel',
      body: 'Vom ersten Besichtigungstermin bis zum letzten Tanz war alles perfekt organisiert. Die freie Trauung in der Orangerie bei Sonnenuntergang werden wir nie vergessen. Danke an Katharina und das ganze Team!',
      status: 'published',
      featured: true,
      photos: 3,
      reply: {
        status: 'published',
        body: 'Liebe Anna, lieber Lukas, vielen Dank für die schönen Worte – es war uns eine große Freude, Ihren Tag zu begleiten!',
      },
    },
    {
      rating: 5,
      title: 'Bestes Essen, das wir je auf einer Hochzeit hatten',
      body: 'Das Menü aus dem Kräutergarten war ein Gedicht, unsere Gäste schwärmen noch heute davon. Auch die Übernachtung im Kavaliershaus war für die Familie aus Bayern ideal.',
      status: 'published',
      featured: true,
      photos: 2,
      reply: { status: 'published', body: 'Herzlichen Dank! Wir geben das Lob sehr gern an unser Küchenteam weiter.' },
    },
    {
      rating: 4,
      title: 'Wunderschöne Location',
      body: 'Tolle Räume und ein sehr aufmerksamer Service. Nur das Parken am Samstag war etwas knapp, ein Shuttle vom Bahnhof wäre schön gewesen.',
      status: 'published',
      reply: {
        status: 'pending',
        body: 'Liebe Sophie, lieber Felix, danke für Ihr Feedback! Seit diesem Sommer bieten wir einen Shuttle ab Potsdam Hauptbahnhof an.',
      },
    },
    {
      rating: 5,
      title: 'Hochzeit am Bootssteg',
      body: 'Der Sektempfang direkt am Wasser war der schönste Moment des Tages. Die Hochzeitsplanerin vor Ort hatte jederzeit alles im Griff und hat uns jeden Wunsch erfüllt.',
      status: 'published',
      photos: 1,
    },
    {
      rating: 5,
      title: null,
      body: 'Wir haben mit 140 Gästen gefeiert und es hat an nichts gefehlt. Die Abstimmung per E-Mail lief schnell und unkompliziert, jede Frage wurde innerhalb eines Tages beantwortet.',
      status: 'published',
      reply: {
        status: 'rejected',
        body: 'Vielen Dank! Weitere Bilder Ihrer Hochzeit finden Sie auf www.schlossgut-havelblick.de/galerie.',
        rejectReason: REPLY_REJECTED_REASON,
      },
    },
    {
      rating: 4,
      title: 'Sehr schön, aber nicht günstig',
      body: 'Die Location ist traumhaft und das Team sehr herzlich. Preislich liegt das Schlossgut im oberen Bereich, die Getränkepauschale hätten wir gern etwas flexibler gehabt.',
      status: 'published',
      reply: {
        status: 'published',
        body: 'Danke für Ihre offene Rückmeldung! Wir haben die Getränkepauschale inzwischen in drei Varianten im Angebot.',
      },
    },
    {
      rating: 5,
      title: 'Winterhochzeit mit Kaminfeuer',
      body: 'Im Dezember zu heiraten war die beste Entscheidung: Glühwein im Hof, Kerzenlicht im Festsaal und ein Menü, das perfekt zur Jahreszeit gepasst hat.',
      status: 'published',
      featured: true,
      photos: 2,
    },
    {
      rating: 3,
      title: 'Gute Location, Abstimmung holprig',
      body: 'Der Tag selbst war schön, aber im Vorfeld mussten wir mehrmals nachfragen, bis die Tischordnung und der Ablaufplan final bestätigt waren.',
      status: 'published',
      reply: {
        status: 'pending',
        body: 'Liebe Laura, lieber Tim, es tut uns leid, dass die Abstimmung nicht reibungslos lief. Wir haben unsere Abläufe angepasst.',
      },
    },
    {
      rating: 5,
      title: 'Alles aus einer Hand',
      body: 'Trauung, Feier und Übernachtung an einem Ort – für uns und unsere Gäste war das total entspannt. Ganz besonders hat uns die Deko in der Orangerie gefallen.',
      status: 'published',
      addedBy: 'provider',
    },
    {
      rating: 5,
      title: 'Traumhafte Hochzeit im Schlosspark',
      body: 'Traumhafte Hochzeit im Schlosspark, das Essen war hervorragend und das Personal sehr freundlich. Absolute Empfehlung für alle, die in Potsdam heiraten möchten.',
      status: 'published',
      addedBy: 'import',
    },
    {
      rating: 4,
      title: 'Schöner Abend an der Havel',
      body: 'Die Feier war wunderschön, das Team hat flexibel reagiert, als es abends plötzlich geregnet hat, und alles in den Festsaal verlegt.',
      status: 'pending',
      photos: 1,
    },
    {
      rating: 5,
      title: 'Danke für alles!',
      body: 'Wir hätten uns keinen besseren Ort für unsere Hochzeit vorstellen können. Der Blick auf die Havel beim Eröffnungstanz war einfach magisch.',
      status: 'pending',
    },
    {
      rating: 2,
      title: null,
      body: 'Bitte rufen Sie uns unter 0151 2345678 an, wir möchten noch etwas zur Rechnung klären.',
      status: 'rejected',
      rejectCause: '1',
    },
    {
      rating: 1,
      title: 'Nur besichtigt',
      body: 'Wir waren nur zur Besichtigung da und haben uns dann für eine andere Location entschieden, weil der Termin schon vergeben war.',
      status: 'rejected',
      rejectCause: '3',
    },
  ],
  [PROVIDER.lichtwerk]: [
    {
      rating: 5,
      title: 'Fotos wie aus einem Film',
      body: 'Mia und ihr Team haben unsere Hochzeit so natürlich eingefangen, dass wir beim Durchblättern der Galerie jedes Mal wieder Gänsehaut bekommen. Man hat die Fotografinnen kaum bemerkt.',
      status: 'published',
      featured: true,
      photos: 3,
      reply: {
        status: 'published',
        body: 'Liebe Julia, lieber Maximilian, danke für dieses wunderbare Feedback – es war ein Traum, euch zu fotografieren!',
      },
    },
    {
      rating: 5,
      title: 'Verlobungsshooting und Hochzeit',
      body: 'Schon beim Verlobungsshooting im Tiergarten war klar, dass wir die richtigen Fotografinnen gefunden haben. Die Hochzeitsbilder sind noch schöner geworden.',
      status: 'published',
      photos: 2,
    },
    {
      rating: 4,
      title: 'Tolle Bilder, Lieferung dauerte',
      body: 'Die Bilder sind wunderschön, allerdings haben wir acht statt der versprochenen sechs Wochen auf die Galerie gewartet.',
      status: 'published',
      reply: {
        status: 'pending',
        body: 'Danke für eure ehrliche Rückmeldung! Wir haben unser Team verstärkt, damit so etwas nicht mehr vorkommt.',
      },
    },
    {
      rating: 5,
      title: 'Das Fotobuch ist ein Schatz',
      body: 'Das Fotobuch aus Leinen liegt bei uns im Wohnzimmer und jeder Besuch blättert darin. Die Qualität ist großartig.',
      status: 'published',
      reply: {
        status: 'rejected',
        body: 'Danke! Zeigt uns gern eure Bilder auf Instagram unter @lichtwerk.fotografie und www.lichtwerk-fotografie.de.',
        rejectReason: REPLY_REJECTED_REASON,
      },
    },
    {
      rating: 5,
      title: null,
      body: 'Unkompliziert, herzlich und sehr professionell. Auch bei Regen hat Mia wunderbare Paarfotos unter den Arkaden gemacht.',
      status: 'published',
      addedBy: 'import',
    },
    {
      rating: 4,
      title: 'Schöne Standesamt-Bilder',
      body: 'Für unsere kleine standesamtliche Trauung war das Zwei-Stunden-Paket genau richtig. Die Bilder kamen schon nach drei Wochen.',
      status: 'published',
    },
    {
      rating: 5,
      title: 'Hochzeitsfilm zum Weinen schön',
      body: 'Der Highlight-Film ist so emotional geworden, dass unsere Eltern ihn schon dutzende Male angesehen haben.',
      status: 'pending',
      photos: 1,
    },
    {
      rating: 2,
      title: 'Enttäuscht',
      body: 'Die Fotografin war unfreundlich und absolut unfähig, so einen Mist habe ich noch nie erlebt.',
      status: 'rejected',
      rejectCause: '2',
    },
  ],
  [PROVIDER.brautsalon]: [
    {
      rating: 5,
      title: 'Mein Traumkleid gefunden',
      body: 'Die Beratung im privaten Ankleideraum war so entspannt, dass ich mich sofort wohlgefühlt habe. Nach dem dritten Kleid wusste ich: das ist es – das Modell Elbe!',
      status: 'published',
      featured: true,
      photos: 2,
      reply: {
        status: 'published',
        body: 'Liebe Charlotte, wie schön, dass du dein Traumkleid bei uns gefunden hast. Alles Liebe für euch beide!',
      },
    },
    {
      rating: 5,
      title: 'Perfekte Änderungen',
      body: 'Die hauseigene Schneiderei hat mein Kleid perfekt angepasst, auch kurzfristige Wünsche zwei Wochen vor der Hochzeit waren kein Problem.',
      status: 'published',
    },
    {
      rating: 4,
      title: 'Große Auswahl',
      body: 'Sehr große Auswahl an Designerkleidern und eine ehrliche Beratung. Termine am Samstag sind allerdings schnell ausgebucht.',
      status: 'published',
      reply: {
        status: 'pending',
        body: 'Danke für deine Bewertung! Seit Kurzem bieten wir auch Termine am Sonntag an.',
      },
    },
    {
      rating: 5,
      title: null,
      body: 'Auch mein Mann hat seinen Anzug hier gefunden, so konnten wir beides perfekt aufeinander abstimmen.',
      status: 'published',
      photos: 1,
    },
    {
      rating: 5,
      title: 'Schleier und Haarkranz',
      body: 'Neben dem Kleid haben wir auch Schleier und Haarkranz im Salon gekauft – alles passte wunderbar zusammen.',
      status: 'published',
      addedBy: 'provider',
    },
    {
      rating: 4,
      title: 'Schöne Atmosphäre in Ottensen',
      body: 'Der Salon ist liebevoll eingerichtet und die Beraterin hatte viel Geduld mit meiner Mama und meinen Trauzeuginnen.',
      status: 'pending',
    },
  ],
  [PROVIDER.elbblick]: [
    {
      rating: 5,
      title: 'Hochzeit mit Elbblick',
      body: 'Die vorbeiziehenden Schiffe beim Sektempfang auf der Terrasse waren einfach unvergesslich. Das Fischbuffet war frisch und reichlich.',
      status: 'published',
      featured: true,
      photos: 2,
    },
    {
      rating: 4,
      title: 'Gemütlich und herzlich',
      body: 'Der Wintergarten ist perfekt für eine kleine Hochzeit mit 50 Gästen. Die Gastgeberin Sabine hat sich um alles gekümmert.',
      status: 'published',
    },
    {
      rating: 5,
      title: null,
      body: 'Die Trauung im Gartenpavillon mit Blick auf den Elbstrand war genau so, wie wir sie uns erträumt hatten.',
      status: 'pending',
    },
  ],
};

export async function seedTestimonials(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  let id = nextId(db.testimonials, 8700);
  let replyId = 1201;
  let imageId = 991;
  let coupleIndex = 0;
  for (const [providerKey, reviews] of Object.entries(REVIEWS)) {
    const providerId = Number(providerKey);
    if (!db.providers.findFirst((q) => q.where({ id: providerId }))) continue;
    // Newest first in the seed lists: pending ones are the newest, rejected ones the oldest.
    const ordered = [...reviews].sort((a, b) => order(a.status) - order(b.status));
    for (const [index, review] of ordered.entries()) {
      const [bride, groom] = COUPLES[coupleIndex++ % COUPLES.length] as [string, string];
      const createdAt = addMinutes(addDays(now, -(2 + index * 13 + random.int(0, 6))), -random.int(0, 600));
      const weddingDate = random.chance(0.9) ? isoDate(addDays(createdAt, -random.int(5, 30))) : null;
      const testimonialId = id++;
      const gallery = Array.from({ length: review.photos ?? 0 }, (_, photo) => ({
        id: imageId++,
        path: mediaPath('testimonials', testimonialId, `hochzeit-${photo + 1}.jpg`),
      }));
      const reply = review.reply
        ? {
            id: replyId++,
            body: personalise(review.reply.body, bride, groom),
            status: review.reply.status,
            rejectReason:
              review.reply.status === 'rejected' ? (review.reply.rejectReason ?? REPLY_REJECTED_REASON) : null,
            createdAt: isoDateTime(addMinutes(createdAt, random.int(60 * 5, 60 * 72))),
          }
        : null;
      await db.testimonials.create({
        id: testimonialId,
        providerId,
        brideName: bride,
        groomName: groom,
        weddingDate,
        rating: review.rating,
        title: review.title,
        body: review.body,
        status: review.status,
        rejectCause: review.status === 'rejected' ? (review.rejectCause ?? '1') : null,
        isFeatured: review.status === 'published' && (review.featured ?? false),
        addedBy: review.addedBy ?? 'couple',
        gallery,
        reply,
        createdAt: isoDateTime(createdAt),
      });
    }
  }
}

function order(status: ReviewSeed['status']): number {
  return status === 'pending' ? 0 : status === 'published' ? 1 : 2;
}

/** Seeded replies greet the couple by first name. */
function personalise(body: string, bride: string, groom: string): string {
  const first = (name: string) => name.split(' ')[0] as string;
  return body
    .replace(/^Liebe \w+, lieber \w+,/, `Liebe ${first(bride)}, lieber ${first(groom)},`)
    .replace(/^Liebe \w+,(?! lieber)/, `Liebe ${first(bride)},`);
}
