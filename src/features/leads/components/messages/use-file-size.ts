import { useFormat } from '@/lib/format';

/** File sizes in the UI language ("1,2 MB", "812 kB"). */
export function useFileSize() {
  return useFormat().fileSize;
}
