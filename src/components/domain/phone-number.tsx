// A stored phone number (E.164) as every screen shows it (issue 38.9): in international form ("+49 151 12345678"),
// left to right also in Arabic (its digit groups keep their order), and as a call link where asked. The users list,
// the approval queue and the composers showed "+4915245678901" while the lead details formatted it.
import { useEffect, useState } from 'react';
import { formatInternational } from '@/lib/phone-display';
import { hasPhoneMetadataForNumbers, loadPhoneMetadataForNumbers } from '@/lib/phone-metadata';

/**
 * The number's international form once its zone's metadata is there (a few KB, loaded on first use; a page that
 * loads it with its data shows the formatted number at once); until then, and when it does not parse, E.164.
 */
export function useFormattedPhone(e164: string): string {
  const [loaded, setLoaded] = useState(() => hasPhoneMetadataForNumbers([e164]));
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadPhoneMetadataForNumbers([e164]).then(
      () => current && setLoaded(true),
      // Offline: the number stays readable in E.164.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [e164, loaded]);
  return loaded || hasPhoneMetadataForNumbers([e164]) ? formatInternational(e164) : e164;
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
