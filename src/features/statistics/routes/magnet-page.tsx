import { Navigate, useLocation } from 'react-router-dom';
import { href } from '@/config/paths';

/**
 * /statistics/magnet: hidden in the sidebar (spec point 2) and backed by no operation of the document. Old links
 * and bookmarks land on the visit statistics, keeping their period and provider (docs/statistics.md).
 */
export default function MagnetPage() {
  const { search } = useLocation();
  return <Navigate to={`${href.statisticsVisits()}${search}`} replace />;
}
