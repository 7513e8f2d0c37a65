// A small developer panel, shown only in mock mode: choose the scenario, reset the state, inject faults.
// It is a developer tool outside the product (plain DOM, its own root), so it does not use the app's i18n.
import { operations } from '../../src/api/generated/operations';
import { SCENARIOS, type ScenarioName } from '../db/seed-context';
import { getScenario } from '../db';
import { clearFaults, type FaultKind, listFaults, onFaultsChange, setFault } from '../lib/faults';
import { realtimeControls } from '../realtime/browser-controls';
import { resetMockState } from './scenario-state';

const STYLE = `
.mock-panel-toggle{position:fixed;inset-inline-start:12px;inset-block-end:12px;z-index:2147483000;font:600 12px system-ui;background:#1e293b;color:#fff;border:0;border-radius:999px;padding:8px 12px;cursor:pointer;box-shadow:0 2px 8px #0004}
.mock-panel{position:fixed;inset-inline-start:12px;inset-block-end:52px;z-index:2147483000;width:320px;max-height:70vh;overflow:auto;font:13px system-ui;background:#fff;color:#0f172a;border:1px solid #cbd5e1;border-radius:8px;padding:12px;box-shadow:0 8px 24px #0003}
.mock-panel h2{font-size:14px;margin:0 0 8px}.mock-panel fieldset{border:1px solid #e2e8f0;border-radius:6px;margin:0 0 10px;padding:8px}
.mock-panel label{display:block;margin:4px 0 2px}.mock-panel select,.mock-panel input{width:100%;box-sizing:border-box;font:inherit;padding:4px}
.mock-panel button{font:inherit;margin-top:6px;margin-inline-end:6px;padding:4px 8px;cursor:pointer}
.mock-panel ul{margin:6px 0 0;padding-inline-start:18px}
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node: HTMLElementTagNameMap[K] = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

function labelled(id: string, text: string, control: HTMLElement): HTMLElement[] {
  control.id = id;
  return [element('label', { htmlFor: id, textContent: text }), control];
}

export function mountDevPanel(): void {
  if (document.getElementById('mock-dev-panel-root')) return;
  const root = element('div', { id: 'mock-dev-panel-root' });
  root.append(element('style', { textContent: STYLE }));

  const toggle = element('button', {
    className: 'mock-panel-toggle',
    type: 'button',
    textContent: `Mock: ${getScenario()}`,
  });
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', 'mock-dev-panel');
  const panel = element('section', { className: 'mock-panel', id: 'mock-dev-panel', hidden: true });
  panel.setAttribute('aria-label', 'Mock-Backend');
  toggle.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
  });

  const scenario = element(
    'select',
    {},
    SCENARIOS.map((name) => element('option', { value: name, textContent: name, selected: name === getScenario() })),
  );
  const reset = element('button', { type: 'button', textContent: 'Zurücksetzen und neu laden' });
  reset.addEventListener('click', async () => {
    reset.disabled = true;
    await resetMockState(scenario.value as ScenarioName);
    window.location.reload();
  });

  const operation = element('select', {}, [
    element('option', { value: '*', textContent: 'alle Operationen' }),
    ...operations.map((op) =>
      element('option', { value: op.operationId, textContent: `${op.operationId} (${op.method} ${op.path})` }),
    ),
  ]);
  const kind = element('select', {}, [
    element('option', { value: 'server-error', textContent: 'Antwort 500' }),
    element('option', { value: 'gateway-error', textContent: 'Gateway 502 (HTML-Seite)' }),
    element('option', { value: 'network-error', textContent: 'Netzwerkfehler' }),
    element('option', { value: 'latency', textContent: 'Verzögerung' }),
  ]);
  const latency = element('input', { type: 'number', min: '0', step: '100', value: '2000' });
  const times = element('input', { type: 'number', min: '0', step: '1', value: '1' });
  const apply = element('button', { type: 'button', textContent: 'Fehler setzen' });
  const clear = element('button', { type: 'button', textContent: 'Alle Fehler entfernen' });
  const active = element('ul');
  const renderFaults = () => {
    const entries = Object.entries(listFaults());
    active.replaceChildren(
      ...(entries.length === 0
        ? [element('li', { textContent: 'keine' })]
        : entries.map(([id, fault]) =>
            element('li', {
              textContent: `${id}: ${fault.kind}${fault.latencyMs ? ` ${fault.latencyMs} ms` : ''}${fault.remaining !== undefined ? `, noch ${fault.remaining}×` : ''}`,
            }),
          )),
    );
  };
  apply.addEventListener('click', () => {
    const count = Number(times.value);
    setFault(operation.value, {
      kind: kind.value as FaultKind,
      latencyMs: Number(latency.value),
      ...(count > 0 ? { remaining: count } : {}),
    });
  });
  clear.addEventListener('click', () => clearFaults());
  onFaultsChange(renderFaults);
  renderFaults();

  const scenarioSet: Node[] = [
    element('legend', { textContent: 'Szenario' }),
    ...labelled('mock-scenario', 'Szenario', scenario),
    reset,
  ];
  const faultSet: Node[] = [
    element('legend', { textContent: 'Fehler einspielen' }),
    ...labelled('mock-fault-operation', 'Operation', operation),
    ...labelled('mock-fault-kind', 'Art', kind),
    ...labelled('mock-fault-latency', 'Verzögerung (ms)', latency),
    ...labelled('mock-fault-times', 'Anzahl Aufrufe (0 = bis auf Weiteres)', times),
    apply,
    clear,
    element('p', { textContent: 'Aktiv:' }),
    active,
  ];
  // A couple writes in: the realtime mock announces it to the portal like the real backend would.
  const simulateLead = element('button', { type: 'button', textContent: 'Neue Anfrage simulieren' });
  const simulateMessage = element('button', { type: 'button', textContent: 'Neue Nachricht simulieren' });
  const simulated = element('p', { textContent: 'Für den angemeldeten Benutzer.' });
  simulated.setAttribute('role', 'status');
  const simulate = (action: () => Promise<string>) => () =>
    void action().then(
      (done) => (simulated.textContent = done),
      (error: unknown) => (simulated.textContent = error instanceof Error ? error.message : String(error)),
    );
  simulateLead.addEventListener(
    'click',
    simulate(async () => `Anfrage ${(await realtimeControls.newLead()).leadId} angelegt.`),
  );
  simulateMessage.addEventListener(
    'click',
    simulate(async () => `Nachricht zu Anfrage ${(await realtimeControls.newMessage()).leadId} angelegt.`),
  );
  const realtimeSet: Node[] = [
    element('legend', { textContent: 'Echtzeit' }),
    simulateLead,
    simulateMessage,
    simulated,
  ];
  panel.append(
    element('h2', { textContent: 'Mock-Backend' }),
    element('fieldset', {}, scenarioSet),
    element('fieldset', {}, faultSet),
    element('fieldset', {}, realtimeSet),
  );
  root.append(toggle, panel);
  document.body.append(root);
}
