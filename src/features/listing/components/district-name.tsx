// The name of a district a pending change asks for (the queue stores its id). A chunk of its own with the districts'
// query: the portal itself never sends a district change, so the info page's first visit does not carry it.
import { useTranslation } from 'react-i18next';
import { useDistricts } from '@/api/queries/districts';

/**
 * The district's name as GET /districts names it (a place name, the same in every language); never its id: while
 * the city's districts load it says so, and an id the city does not have (or districts that failed to load) reads
 * as not available.
 */
export default function DistrictName({ cityId, districtId }: { cityId: number; districtId: number }) {
  const { t } = useTranslation();
  const districts = useDistricts(cityId);
  const district = districts.data?.find((entry) => entry.id === districtId);
  if (district) return district.name;
  return districts.isPending ? t('app.loading') : t('listing.pending.unknownValue');
}
