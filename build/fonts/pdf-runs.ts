/**
 * Text split into runs by face: each letter in the first face of the stack that has it, a letter that continues a
 * word in the face of the word's start when that face has it, and spaces and punctuation with the run before them
 * (else the one after) when its face has them, so that words are not cut between fonts needlessly.
 */
import type { PdfFace } from './pdf-faces';

export interface FaceRun {
  face: PdfFace;
  text: string;
}

/** Spaces, punctuation, symbols: they take the face of the text around them. */
const neutral = /^[\p{Z}\p{P}\p{S}\s]$/u;
/** Controls, joiners and marks of direction: they need no glyph, and are dropped where the face has none. */
export const invisible = /^[\p{Cc}\p{Cf}]$/u;
const wordCharacter = /^[\p{L}\p{M}\p{N}]$/u;

const point = (character: string) => character.codePointAt(0) ?? 0;

/** The runs of `text`, or the characters no face of `stack` has. */
export function splitByFace(text: string, stack: PdfFace[]): { runs: FaceRun[]; missing: string[] } {
  const characters = Array.from(text);
  const faces: (PdfFace | undefined)[] = [];
  const missing = new Set<string>();
  // Letters first, so that the neutrals can look both ways.
  characters.forEach((character, index) => {
    if (neutral.test(character) || invisible.test(character)) return;
    const previous = faces[index - 1];
    const continues =
      index > 0 && wordCharacter.test(characters[index - 1] ?? '') && wordCharacter.test(character);
    faces[index] =
      continues && previous?.has(point(character))
        ? previous
        : stack.find((face) => face.has(point(character)));
    if (!faces[index]) missing.add(character);
  });
  const after = (index: number) => faces.slice(index + 1).find(Boolean);
  characters.forEach((character, index) => {
    if (faces[index] || !(neutral.test(character) || invisible.test(character))) return;
    const code = point(character);
    const around = [faces[index - 1], after(index)].find((face) => face?.has(code));
    faces[index] = around ?? stack.find((face) => face.has(code));
    if (!faces[index]) {
      if (invisible.test(character)) faces[index] = faces[index - 1] ?? after(index) ?? stack[0];
      else missing.add(character);
    }
  });
  const runs: FaceRun[] = [];
  characters.forEach((character, index) => {
    const face = faces[index];
    if (!face) return;
    const last = runs.at(-1);
    if (last?.face === face) last.text += character;
    else runs.push({ face, text: character });
  });
  return { runs, missing: [...missing] };
}
