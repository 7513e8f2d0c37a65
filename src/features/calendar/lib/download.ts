/** "schlossgut-havelblick" for "Schlossgut Havelblick": a file name every system takes. */
export function fileSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/ß/g, 'ss')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'kalender'
  );
}
