// A stored phone number (E.164) as every screen shows it (issue 38.9): in international form ("+49 151 12345678"),
// left to right also in Arabic (its digit groups keep their order), and as a call link where asked. The users list,
// the approval queue and the composers showed "+4915245678901" while the lead details formatted it.
import { useEffect, useState } from 'react';
import { hasPhoneMetadataForNumbers, loadedPhoneFormatter, loadPhoneMetadataForNumbers } from '@/lib/phone-metadata';

/**
 * The number's international form once the formatting code and its zone's metadata are there (loaded on first use,
 * so a page whose first screen shows no number does not carry libphonenumber-js; a page that loads them with its
 * data shows the formatted number at once); until then, and when it does not parse, E.164.
 */
export function useFormattedPhone(e164: string): string {
  const [, setLoads] = useState(0);
  const format = loadedPhoneFormatter();
  const ready = format !== undefined && hasPhoneMetadataForNumbers([e164]);
  useEffect(() => {
    if (ready) return;
    let current = true;
    Promise.all([import('@/lib/phone-display'), loadPhoneMetadataForNumbers([e164])]).then(
      () => current && setLoads((loads) => loads + 1),
      // Offline: the number stays readable in E.164.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [e164, ready]);
  return ready && format ? format(e164) : e164;
}

export function PhoneNumber({ e164, call = false, className }: { e164: string; call?: boolean; className?: string }) {
  const text = useFormattedPhone(e164);
  return call ? (
    <a dir="ltr" href={`tel:${e164}`} className={className}>
      {text}
    </a>
  ) : (
    <span dir="ltr" className={className}>
      {text}
    </span>
  );
}
