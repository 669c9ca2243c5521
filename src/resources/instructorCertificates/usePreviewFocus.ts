import { useEffect, useState, type RefObject } from 'react';

/**
 * Keeps the review keys working beside the file preview, and answers whether they are paused.
 *
 * A PDF shows in the browser's viewer, a frame of another origin: while it has the focus, keys go
 * to the viewer and never reach this page, so the review keys stopped without a word. A click
 * into the preview (to scroll or zoom it) hands the focus straight back to `screen`: the viewer
 * still scrolls with the wheel and its buttons still answer clicks. Whoever moves into it with Tab
 * wants the viewer by keyboard: he keeps it, and is told that the keys are paused until he leaves
 * it (Tab on, or a click outside). Taking the focus back from him too would trap the keyboard.
 */
export function usePreviewFocus(screen: RefObject<HTMLElement | null>): boolean {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    // whether the focus is moving by Tab: until it lands in this page, a click or a return to it
    let tabbing = false;
    const onKey = (event: KeyboardEvent) => (tabbing = event.key === 'Tab');
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLIFrameElement)) tabbing = false;
    };
    const onPointer = () => (tabbing = false);
    const onBlur = () => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLIFrameElement) || !screen.current?.contains(focused)) return;
      if (tabbing) setPaused(true);
      // after the click that focused the viewer is done, or the viewer takes the focus again
      else setTimeout(() => document.activeElement === focused && screen.current?.focus({ preventScroll: true }));
    };
    const onFocus = () => {
      tabbing = false;
      setPaused(false);
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('focusin', onFocusIn);
    window.addEventListener('pointerdown', onPointer, true);
    // the window's own blur and focus: the page losing the focus to a frame, and getting it back
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, [screen]);
  return paused;
}
