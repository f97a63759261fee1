/**
 * About how wide a short text prints, in twips, for sizing table cells to their label: an
 * average of 0.6 em a character, a little more than Arial's or Times' bold letters take.
 */
export const textWidth = (text: string, halfPoints: number) => Math.round(text.length * 0.6 * halfPoints * 10);
