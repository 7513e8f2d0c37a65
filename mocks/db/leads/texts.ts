// Leads area: labels and formatting shared by the seed and the handlers (history texts in German and English,
// German dates, message HTML, extension numbers, seeded timestamps).
import type { z } from 'zod';
import type { zMarketplaceLeadSource } from '../../../src/api/generated/zod/zod.gen';
import { GERMAN_MONTHS, isoDateTime } from '../../lib/clock';
import { berlinParts } from '../../lib/response-time';
import type { CallResult, InteractionType, LeadStatus, LeadType, ProcessState, Texts, UserRef } from './store';

// ---------------------------------------------------------------- small helpers

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `DD.MM.YYYY` of an API date. */
export function germanDate(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

export function monthYear(date: string, language: 'de' | 'en' = 'de'): string {
  const names = language === 'de' ? GERMAN_MONTHS : ENGLISH_MONTHS;
  return `${names[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** German wall-clock date and time of an instant, e.g. `28.11.2026, 14:00 Uhr`. */
export function germanDateTime(instant: string | Date): { de: string; en: string } {
  const p = berlinParts(typeof instant === 'string' ? new Date(instant) : instant);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${two(p.day)}.${two(p.month)}.${p.year}`;
  const time = `${two(p.hour)}:${two(p.minute)}`;
  return { de: `${date}, ${time} Uhr`, en: `${p.year}-${two(p.month)}-${two(p.day)} ${time}` };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain text as the HTML body of a message. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function transliterate(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '');
}

/** Unique five-digit extension number of a lead (shown when the couple's name is missing). */
export function extensionNumberFor(leadId: number): string {
  return String(40000 + ((leadId * 7919) % 60000));
}

/** Seeded times are whole minutes. */
export function tsm(ms: number): string {
  return ts(Math.floor(ms / MINUTE) * MINUTE);
}

export function ts(ms: number | Date): string {
  return isoDateTime(typeof ms === 'number' ? new Date(ms) : ms);
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

// ---------------------------------------------------------------- labels

const STATUS_LABELS: Record<LeadStatus, Texts> = {
  new: { de: 'Neu', en: 'New' },
  pending: { de: 'Offen', en: 'Pending' },
  negotiating: { de: 'In Verhandlung', en: 'Negotiating' },
  offered: { de: 'Angebot gesendet', en: 'Offer sent' },
  deal: { de: 'Zusage', en: 'Deal' },
  rejected: { de: 'Abgesagt', en: 'Rejected' },
  spam: { de: 'Spam', en: 'Spam' },
  not_reached: { de: 'Nicht erreicht', en: 'Not reached' },
  unreachable: { de: 'Nicht erreichbar', en: 'Unreachable' },
};

const INTERACTION_LABELS: Record<InteractionType, Texts> = {
  phone_call: { de: 'Anruf', en: 'Phone call' },
  manual_add: { de: 'Manuell hinzugefügt', en: 'Added manually' },
  info_request: { de: 'Anfrage', en: 'Info request' },
  visit: { de: 'Besuch', en: 'Visit' },
  like: { de: 'Auf der Merkliste', en: 'Like' },
  sms: { de: 'SMS', en: 'SMS' },
  email: { de: 'E-Mail', en: 'E-mail' },
  whatsapp: { de: 'WhatsApp', en: 'WhatsApp' },
  facebook: { de: 'Facebook', en: 'Facebook' },
};

const CALL_RESULT_LABELS: Record<CallResult, Texts> = {
  BUSY: { de: 'besetzt', en: 'busy' },
  LINE_CLOSED: { de: 'Anschluss nicht erreichbar', en: 'line closed' },
  NO_ANSWER: { de: 'keine Antwort', en: 'no answer' },
  TALKED: { de: 'Gespräch geführt', en: 'talked' },
  WAITING: { de: 'Rückruf ausstehend', en: 'waiting for call-back' },
};

const MARKETPLACE_SOURCE_LABELS: Record<z.infer<typeof zMarketplaceLeadSource>, Texts> = {
  phone: { de: 'telefonisch', en: 'by phone' },
  fair: { de: 'auf einer Hochzeitsmesse', en: 'at a wedding fair' },
  walk_in: { de: 'persönlich vor Ort', en: 'in person' },
  other: { de: 'außerhalb des Portals', en: 'outside the portal' },
};

/** Texts of history entries in German and English (answered by Accept-Language). */
export const historyTexts = {
  created(type: LeadType, user: UserRef | null): Texts {
    switch (type) {
      case 'plusLead':
        return {
          de: 'Plus-Anfrage über das Hochzeitsportal eingegangen.',
          en: 'Plus request received via the wedding portal.',
        };
      case 'whatsapp':
        return { de: 'Anfrage per WhatsApp eingegangen.', en: 'Request received via WhatsApp.' };
      case 'call':
        return { de: 'Anruf über die Vermittlungsnummer eingegangen.', en: 'Call received via the forwarding number.' };
      case 'manual':
        return {
          de: `Paar von ${user?.name ?? 'einem Mitarbeiter'} manuell hinzugefügt.`,
          en: `Couple added manually by ${user?.name ?? 'a team member'}.`,
        };
      default:
        return { de: 'Anfrage über das Hochzeitsportal eingegangen.', en: 'Request received via the wedding portal.' };
    }
  },
  registered(source: z.infer<typeof zMarketplaceLeadSource>): Texts {
    const label = MARKETPLACE_SOURCE_LABELS[source];
    return {
      de: `Paar ${label.de} kennengelernt und beim Portal registriert.`,
      en: `Couple met ${label.en} and registered with the portal.`,
    };
  },
  statusChanged(from: LeadStatus, to: LeadStatus, extra?: Texts): Texts {
    const base = {
      de: `Status von „${STATUS_LABELS[from].de}“ auf „${STATUS_LABELS[to].de}“ geändert.`,
      en: `Status changed from “${STATUS_LABELS[from].en}” to “${STATUS_LABELS[to].en}”.`,
    };
    return extra ? { de: `${base.de} ${extra.de}`, en: `${base.en} ${extra.en}` } : base;
  },
  /** The reason of a rejection, after the status change: the provider sees later why the lead was declined. */
  rejectReason(reason: Texts): Texts {
    return { de: `Grund: ${reason.de}.`, en: `Reason: ${reason.en}.` };
  },
  processState(label: Texts): Texts {
    return { de: `Bearbeitungsstand: ${label.de}.`, en: `Process state: ${label.en}.` };
  },
  messageSent: (): Texts => ({ de: 'Nachricht an das Paar gesendet.', en: 'Message sent to the couple.' }),
  whatsappSent: (): Texts => ({
    de: 'WhatsApp-Nachricht an das Paar gesendet.',
    en: 'WhatsApp message sent to the couple.',
  }),
  smsSent: (): Texts => ({ de: 'SMS an das Paar gesendet.', en: 'SMS sent to the couple.' }),
  messageReceived: (): Texts => ({
    de: 'Neue Nachricht des Paares erhalten.',
    en: 'New message received from the couple.',
  }),
  noteAdded: (): Texts => ({ de: 'Notiz hinzugefügt.', en: 'Note added.' }),
  reminderSet(remindAt: string): Texts {
    const at = germanDateTime(remindAt);
    return { de: `Erinnerung für den ${at.de} gesetzt.`, en: `Reminder set for ${at.en}.` };
  },
  interactionAdded(type: InteractionType, callResult: CallResult | null): Texts {
    const label = INTERACTION_LABELS[type];
    const result = callResult ? CALL_RESULT_LABELS[callResult] : null;
    return {
      de: `Kontakt erfasst: ${label.de}${result ? ` (${result.de})` : ''}.`,
      en: `Interaction recorded: ${label.en}${result ? ` (${result.en})` : ''}.`,
    };
  },
  reported(reason: Texts): Texts {
    return {
      de: `Anfrage an das Hochzeitsportal gemeldet: ${reason.de}.`,
      en: `Request reported to the wedding portal: ${reason.en}.`,
    };
  },
  dealConfirmed: (): Texts => ({ de: 'Zusage bestätigt.', en: 'Deal confirmed.' }),
  appointmentConfirmed(appointmentAt: string): Texts {
    const at = germanDateTime(appointmentAt);
    return { de: `Termin am ${at.de} bestätigt.`, en: `Appointment on ${at.en} confirmed.` };
  },
  withNote(texts: Texts, note: string | undefined): Texts {
    if (!note) return texts;
    return { de: `${texts.de} Notiz: ${note}`, en: `${texts.en} Note: ${note}` };
  },
};

export const PROCESS_STATE_LABELS: Record<ProcessState, Texts> = {
  first_contact: { de: 'Erstkontakt', en: 'First contact' },
  appointment_planned: { de: 'Termin geplant', en: 'Appointment planned' },
  appointment_done: { de: 'Termin stattgefunden', en: 'Appointment held' },
  offer_preparing: { de: 'Angebot in Arbeit', en: 'Preparing offer' },
  contract_sent: { de: 'Vertrag versendet', en: 'Contract sent' },
};

export function processStateLabel(state: ProcessState): Texts {
  return PROCESS_STATE_LABELS[state];
}
