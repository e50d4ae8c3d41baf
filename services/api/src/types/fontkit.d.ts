/** The part of fontkit (the font engine pdfkit embeds fonts with) that the letter export uses. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
