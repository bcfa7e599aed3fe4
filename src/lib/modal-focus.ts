/**
 * The control a modal gives the focus to as it opens (src/components/modal.tsx; else the
 * browser gives it to the first). The server's screen (scripts/server/page-answers.ts) shows the
 * swipe tour's with the focus ring the app's modal will give it.
 */
export const MODAL_FOCUS_ATTRIBUTE = 'data-autofocus';

/** Props that mark a modal's control as the one it focuses as it opens. */
export const MODAL_FOCUS = { [MODAL_FOCUS_ATTRIBUTE]: '' } as const;
