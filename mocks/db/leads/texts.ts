// Leads area: labels and formatting shared by the seed and the handlers (history texts in every answer language,
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

/**
 * The Berlin wall-clock date and time of an instant in each answer language, e.g. `28.11.2026, 14:00 Uhr`
 * (German), `2026-11-28 14:00` (English), `28.11.2026 14:00` (Turkish), `28/11/2026، 14:00` (Arabic).
 */
export function germanDateTime(instant: string | Date): Texts {
  const p = berlinParts(typeof instant === 'string' ? new Date(instant) : instant);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${two(p.day)}.${two(p.month)}.${p.year}`;
  const time = `${two(p.hour)}:${two(p.minute)}`;
  return {
    de: `${date}, ${time} Uhr`,
    en: `${p.year}-${two(p.month)}-${two(p.day)} ${time}`,
    tr: `${date} ${time}`,
    ar: `${two(p.day)}/${two(p.month)}/${p.year}، ${time}`,
  };
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
  new: { de: 'Neu', en: 'New', tr: 'Yeni', ar: 'جديد' },
  pending: { de: 'Offen', en: 'Pending', tr: 'Açık', ar: 'مفتوح' },
  negotiating: { de: 'In Verhandlung', en: 'Negotiating', tr: 'Görüşülüyor', ar: 'قيد التفاوض' },
  offered: { de: 'Angebot gesendet', en: 'Offer sent', tr: 'Teklif gönderildi', ar: 'تم إرسال العرض' },
  deal: { de: 'Zusage', en: 'Deal', tr: 'Anlaşma', ar: 'تم الاتفاق' },
  rejected: { de: 'Abgesagt', en: 'Rejected', tr: 'Reddedildi', ar: 'مرفوض' },
  spam: { de: 'Spam', en: 'Spam', tr: 'İstenmeyen', ar: 'رسائل مزعجة' },
  not_reached: { de: 'Nicht erreicht', en: 'Not reached', tr: 'Ulaşılamadı', ar: 'لم يتم الوصول' },
  unreachable: { de: 'Nicht erreichbar', en: 'Unreachable', tr: 'Erişilemiyor', ar: 'تعذّر الوصول' },
};

const INTERACTION_LABELS: Record<InteractionType, Texts> = {
  phone_call: { de: 'Anruf', en: 'Phone call', tr: 'Telefon görüşmesi', ar: 'مكالمة هاتفية' },
  manual_add: { de: 'Manuell hinzugefügt', en: 'Added manually', tr: 'Elle eklendi', ar: 'أضيف يدويًا' },
  info_request: { de: 'Anfrage', en: 'Info request', tr: 'Talep', ar: 'طلب معلومات' },
  visit: { de: 'Besuch', en: 'Visit', tr: 'Ziyaret', ar: 'زيارة' },
  like: { de: 'Auf der Merkliste', en: 'Like', tr: 'Favorilerde', ar: 'في قائمة المفضلة' },
  sms: { de: 'SMS', en: 'SMS', tr: 'SMS', ar: 'رسالة نصية' },
  email: { de: 'E-Mail', en: 'E-mail', tr: 'E-posta', ar: 'بريد إلكتروني' },
  whatsapp: { de: 'WhatsApp', en: 'WhatsApp', tr: 'WhatsApp', ar: 'واتساب' },
  facebook: { de: 'Facebook', en: 'Facebook', tr: 'Facebook', ar: 'فيسبوك' },
};

const CALL_RESULT_LABELS: Record<CallResult, Texts> = {
  BUSY: { de: 'besetzt', en: 'busy', tr: 'meşgul', ar: 'الخط مشغول' },
  LINE_CLOSED: { de: 'Anschluss nicht erreichbar', en: 'line closed', tr: 'hat kapalı', ar: 'الخط مغلق' },
  NO_ANSWER: { de: 'keine Antwort', en: 'no answer', tr: 'yanıt yok', ar: 'لا يوجد رد' },
  TALKED: { de: 'Gespräch geführt', en: 'talked', tr: 'görüşüldü', ar: 'تمت المحادثة' },
  WAITING: {
    de: 'Rückruf ausstehend',
    en: 'waiting for call-back',
    tr: 'geri arama bekleniyor',
    ar: 'بانتظار معاودة الاتصال',
  },
};

const MARKETPLACE_SOURCE_LABELS: Record<z.infer<typeof zMarketplaceLeadSource>, Texts> = {
  phone: { de: 'telefonisch', en: 'by phone', tr: 'telefonla', ar: 'عبر الهاتف' },
  fair: { de: 'auf einer Hochzeitsmesse', en: 'at a wedding fair', tr: 'bir düğün fuarında', ar: 'في معرض للزفاف' },
  walk_in: { de: 'persönlich vor Ort', en: 'in person', tr: 'yüz yüze', ar: 'شخصيًا في المكان' },
  other: { de: 'außerhalb des Portals', en: 'outside the portal', tr: 'portal dışında', ar: 'خارج البوابة' },
};

/** Texts of history entries in every answer language (answered by Accept-Language). */
export const historyTexts = {
  created(type: LeadType, user: UserRef | null): Texts {
    switch (type) {
      case 'plusLead':
        return {
          de: 'Plus-Anfrage über das Hochzeitsportal eingegangen.',
          en: 'Plus request received via the wedding portal.',
          tr: 'Düğün portalı üzerinden Plus talep alındı.',
          ar: 'تم استلام طلب بلس عبر بوابة الزفاف.',
        };
      case 'whatsapp':
        return {
          de: 'Anfrage per WhatsApp eingegangen.',
          en: 'Request received via WhatsApp.',
          tr: 'WhatsApp üzerinden talep alındı.',
          ar: 'تم استلام طلب عبر واتساب.',
        };
      case 'call':
        return {
          de: 'Anruf über die Vermittlungsnummer eingegangen.',
          en: 'Call received via the forwarding number.',
          tr: 'Yönlendirme numarası üzerinden arama alındı.',
          ar: 'تم استلام مكالمة عبر رقم التحويل.',
        };
      case 'manual':
        return {
          de: `Paar von ${user?.name ?? 'einem Mitarbeiter'} manuell hinzugefügt.`,
          en: `Couple added manually by ${user?.name ?? 'a team member'}.`,
          tr: `Çift, ${user?.name ?? 'bir ekip üyesi'} tarafından elle eklendi.`,
          ar: `أضاف ${user?.name ?? 'أحد أعضاء الفريق'} الزوجين يدويًا.`,
        };
      default:
        return {
          de: 'Anfrage über das Hochzeitsportal eingegangen.',
          en: 'Request received via the wedding portal.',
          tr: 'Düğün portalı üzerinden talep alındı.',
          ar: 'تم استلام طلب عبر بوابة الزفاف.',
        };
    }
  },
  registered(source: z.infer<typeof zMarketplaceLeadSource>): Texts {
    const label = MARKETPLACE_SOURCE_LABELS[source];
    return {
      de: `Paar ${label.de} kennengelernt und beim Portal registriert.`,
      en: `Couple met ${label.en} and registered with the portal.`,
      tr: `Çiftle ${label.tr} tanışıldı ve portala kaydedildi.`,
      ar: `تم التعرف على الزوجين ${label.ar} وتسجيلهما في البوابة.`,
    };
  },
  statusChanged(from: LeadStatus, to: LeadStatus, extra?: Texts): Texts {
    const base: Texts = {
      de: `Status von „${STATUS_LABELS[from].de}“ auf „${STATUS_LABELS[to].de}“ geändert.`,
      en: `Status changed from “${STATUS_LABELS[from].en}” to “${STATUS_LABELS[to].en}”.`,
      tr: `Durum “${STATUS_LABELS[from].tr}” iken “${STATUS_LABELS[to].tr}” olarak değiştirildi.`,
      ar: `تم تغيير الحالة من «${STATUS_LABELS[from].ar}» إلى «${STATUS_LABELS[to].ar}».`,
    };
    return extra ? joined(base, extra, ' ') : base;
  },
  /** The reason of a rejection, after the status change: the provider sees later why the lead was declined. */
  rejectReason(reason: Texts): Texts {
    return {
      de: `Grund: ${reason.de}.`,
      en: `Reason: ${reason.en}.`,
      tr: `Neden: ${reason.tr}.`,
      ar: `السبب: ${reason.ar}.`,
    };
  },
  processState(label: Texts): Texts {
    return {
      de: `Bearbeitungsstand: ${label.de}.`,
      en: `Process state: ${label.en}.`,
      tr: `İşlem durumu: ${label.tr}.`,
      ar: `مرحلة المعالجة: ${label.ar}.`,
    };
  },
  messageSent: (): Texts => ({
    de: 'Nachricht an das Paar gesendet.',
    en: 'Message sent to the couple.',
    tr: 'Çifte mesaj gönderildi.',
    ar: 'تم إرسال رسالة إلى الزوجين.',
  }),
  whatsappSent: (): Texts => ({
    de: 'WhatsApp-Nachricht an das Paar gesendet.',
    en: 'WhatsApp message sent to the couple.',
    tr: 'Çifte WhatsApp mesajı gönderildi.',
    ar: 'تم إرسال رسالة واتساب إلى الزوجين.',
  }),
  smsSent: (): Texts => ({
    de: 'SMS an das Paar gesendet.',
    en: 'SMS sent to the couple.',
    tr: 'Çifte SMS gönderildi.',
    ar: 'تم إرسال رسالة نصية إلى الزوجين.',
  }),
  messageReceived: (): Texts => ({
    de: 'Neue Nachricht des Paares erhalten.',
    en: 'New message received from the couple.',
    tr: 'Çiftten yeni mesaj alındı.',
    ar: 'تم استلام رسالة جديدة من الزوجين.',
  }),
  noteAdded: (): Texts => ({
    de: 'Notiz hinzugefügt.',
    en: 'Note added.',
    tr: 'Not eklendi.',
    ar: 'تمت إضافة ملاحظة.',
  }),
  /** A note deleted by its author, or by an account administrator (the note of `author`, someone else's). */
  noteDeleted: (author?: string): Texts =>
    author
      ? {
          de: `Notiz von ${author} gelöscht.`,
          en: `Note by ${author} deleted.`,
          tr: `${author} tarafından yazılan not silindi.`,
          ar: `تم حذف ملاحظة ${author}.`,
        }
      : {
          de: 'Notiz gelöscht.',
          en: 'Note deleted.',
          tr: 'Not silindi.',
          ar: 'تم حذف ملاحظة.',
        },
  reminderSet(remindAt: string): Texts {
    const at = germanDateTime(remindAt);
    return {
      de: `Erinnerung für den ${at.de} gesetzt.`,
      en: `Reminder set for ${at.en}.`,
      tr: `${at.tr} için hatırlatıcı kuruldu.`,
      ar: `تم ضبط تذكير في ${at.ar}.`,
    };
  },
  interactionAdded(type: InteractionType, callResult: CallResult | null): Texts {
    const label = INTERACTION_LABELS[type];
    const result = callResult ? CALL_RESULT_LABELS[callResult] : null;
    return {
      de: `Kontakt erfasst: ${label.de}${result ? ` (${result.de})` : ''}.`,
      en: `Interaction recorded: ${label.en}${result ? ` (${result.en})` : ''}.`,
      tr: `İletişim kaydedildi: ${label.tr}${result ? ` (${result.tr})` : ''}.`,
      ar: `تم تسجيل تواصل: ${label.ar}${result ? ` (${result.ar})` : ''}.`,
    };
  },
  reported(reason: Texts): Texts {
    return {
      de: `Anfrage an das Hochzeitsportal gemeldet: ${reason.de}.`,
      en: `Request reported to the wedding portal: ${reason.en}.`,
      tr: `Talep düğün portalına bildirildi: ${reason.tr}.`,
      ar: `تم الإبلاغ عن الطلب إلى بوابة الزفاف: ${reason.ar}.`,
    };
  },
  dealConfirmed: (): Texts => ({
    de: 'Zusage bestätigt.',
    en: 'Deal confirmed.',
    tr: 'Anlaşma onaylandı.',
    ar: 'تم تأكيد الاتفاق.',
  }),
  appointmentConfirmed(appointmentAt: string): Texts {
    const at = germanDateTime(appointmentAt);
    return {
      de: `Termin am ${at.de} bestätigt.`,
      en: `Appointment on ${at.en} confirmed.`,
      tr: `${at.tr} tarihli randevu onaylandı.`,
      ar: `تم تأكيد الموعد في ${at.ar}.`,
    };
  },
  withNote(texts: Texts, note: string | undefined): Texts {
    if (!note) return texts;
    return {
      de: `${texts.de} Notiz: ${note}`,
      en: `${texts.en} Note: ${note}`,
      tr: `${texts.tr} Not: ${note}`,
      ar: `${texts.ar} ملاحظة: ${note}`,
    };
  },
};

function joined(first: Texts, second: Texts, separator: string): Texts {
  return {
    de: `${first.de}${separator}${second.de}`,
    en: `${first.en}${separator}${second.en}`,
    tr: `${first.tr}${separator}${second.tr}`,
    ar: `${first.ar}${separator}${second.ar}`,
  };
}

export const PROCESS_STATE_LABELS: Record<ProcessState, Texts> = {
  first_contact: { de: 'Erstkontakt', en: 'First contact', tr: 'İlk temas', ar: 'التواصل الأول' },
  appointment_planned: {
    de: 'Termin geplant',
    en: 'Appointment planned',
    tr: 'Randevu planlandı',
    ar: 'تم تحديد موعد',
  },
  appointment_done: {
    de: 'Termin stattgefunden',
    en: 'Appointment held',
    tr: 'Randevu gerçekleşti',
    ar: 'تم عقد الموعد',
  },
  offer_preparing: { de: 'Angebot in Arbeit', en: 'Preparing offer', tr: 'Teklif hazırlanıyor', ar: 'جارٍ إعداد العرض' },
  contract_sent: { de: 'Vertrag versendet', en: 'Contract sent', tr: 'Sözleşme gönderildi', ar: 'تم إرسال العقد' },
};

export function processStateLabel(state: ProcessState): Texts {
  return PROCESS_STATE_LABELS[state];
}
