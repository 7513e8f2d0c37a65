// Text as a search compares it: case- and accent-insensitive in every UI language, so "turk" finds "Türkei",
// "ırak" finds "Irak" and "المانيا" finds "ألمانيا". Used by lists filtered in the browser (the phone country menu).

/**
 * Folds a text for comparison: the marks of a decomposed letter removed (accents; the hamza and vowel signs of
 * Arabic, so أ إ آ read as ا), Turkish dotless ı as i, German ß as ss, Arabic ى as ي and ة as ه, lower case.
 * Not `toLocaleLowerCase`: in Turkish it would turn a typed "I" into "ı", which no other language's name holds.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}
