// Leads: the status actions of a lead (the transitions are described in leads.ts).
import { zApplyLeadActionBody, zApplyLeadActionPath } from '../../../src/api/generated/zod/zod.gen';
import { historyTexts, type Texts } from '../../db/leads';
import { isoDateTime } from '../../lib/clock';
import { collectFieldErrors, conflict, messages } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { languageOf } from '../../lib/views';
import { parseJsonBody, parsePathParams } from '../../lib/validate';
import {
  accessLead,
  applyChange,
  configLabels,
  leadView,
  nowIso,
  statusChange,
  TRANSITION_NOT_ALLOWED,
  type LeadChange,
  type LeadStatus,
} from './support';

export function leadActionsHandlers(http: MockHttp) {
  return [
    http.post('/leads/{id}/actions', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zApplyLeadActionPath, params);
      const lead = accessLead(session, id);
      const body = await parseJsonBody(zApplyLeadActionBody, request);
      const notForThisAction = 'Dieses Feld ist bei dieser Aktion nicht vorgesehen.';
      const errors = collectFieldErrors();
      const needsReason = body.type === 'reject' || body.type === 'report';
      let reason: Texts | undefined;
      if (needsReason) {
        if (body.reasonId === undefined) errors.add('reasonId', messages.required);
        else {
          reason = configLabels(
            body.type === 'reject' ? 'info_request_reject_reason_id' : 'lead_report_reasons',
            body.reasonId,
          );
          if (!reason) errors.add('reasonId', 'Diesen Grund gibt es nicht.');
        }
      } else if (body.reasonId !== undefined) errors.add('reasonId', notForThisAction);
      if (body.processState !== undefined && body.type !== 'mark_negotiating')
        errors.add('processState', notForThisAction);
      if (body.appointmentAt !== undefined && body.type !== 'confirm_appointment')
        errors.add('appointmentAt', notForThisAction);
      const appointmentAt = body.appointmentAt ? isoDateTime(new Date(body.appointmentAt)) : undefined;
      if (appointmentAt && appointmentAt <= nowIso())
        errors.add('appointmentAt', 'Der Termin muss in der Zukunft liegen.');
      errors.throwIfAny();

      const note = body.note?.trim() || undefined;
      const change: LeadChange = { histories: [], activity: true, isRead: true };
      const targets: Partial<Record<typeof body.type, LeadStatus>> = {
        mark_offered: 'offered',
        mark_negotiating: 'negotiating',
        mark_deal: 'deal',
        reject: 'rejected',
        mark_spam: 'spam',
        mark_not_reached: 'not_reached',
        mark_unreachable: 'unreachable',
      };
      const target = targets[body.type];
      if (target) {
        const sameState =
          lead.status === target &&
          !(target === 'negotiating' && body.processState !== undefined && body.processState !== lead.processState);
        if (sameState) throw conflict('Die Anfrage hat diesen Status bereits.', 'LEAD_TRANSITION_NOT_ALLOWED');
        statusChange(
          lead,
          change,
          target,
          target === 'negotiating' ? body.processState : undefined,
          note,
          target === 'rejected' ? reason : undefined,
        );
        if (target === 'rejected') change.rejectReasonId = body.reasonId ?? null;
      } else if (body.type === 'confirm_deal') {
        if (lead.status !== 'deal' || lead.dealConfirmed)
          throw conflict(TRANSITION_NOT_ALLOWED, 'LEAD_TRANSITION_NOT_ALLOWED');
        change.dealConfirmed = true;
        change.histories.push({
          type: 'deal_confirmed',
          texts: historyTexts.withNote(historyTexts.dealConfirmed(), note),
        });
      } else if (body.type === 'report') {
        if (lead.reportedAt) throw conflict('Diese Anfrage wurde bereits gemeldet.', 'LEAD_ALREADY_REPORTED');
        change.reportedReasonId = body.reasonId as number;
        change.reportedAt = nowIso();
        change.histories.push({
          type: 'reported',
          texts: historyTexts.withNote(historyTexts.reported(reason as Texts), note),
        });
      } else {
        // confirm_appointment: the appointment the couple asked for, or the time given now.
        const when = appointmentAt ?? lead.appointmentAt;
        if (!when) throw conflict('Es gibt keinen Termin, der bestätigt werden kann.', 'LEAD_TRANSITION_NOT_ALLOWED');
        if (!appointmentAt && !lead.appointmentNeedsConfirmation)
          throw conflict('Der Termin ist bereits bestätigt.', 'LEAD_TRANSITION_NOT_ALLOWED');
        change.appointmentAt = when;
        change.appointmentNeedsConfirmation = false;
        change.histories.push({
          type: 'appointment_confirmed',
          texts: historyTexts.withNote(historyTexts.appointmentConfirmed(when), note),
        });
      }
      await applyChange(lead, change, session);
      return response(200).json({ data: leadView(id, languageOf(request)) });
    }),
  ];
}
