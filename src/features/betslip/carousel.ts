/** The mobile-money carousel (spec): logos per slide, and the time each slide shows. */
export const PER_SLIDE = 4;
export const SLIDE_MS = 3000;
