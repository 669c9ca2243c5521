import { useEffect, useRef } from 'react';
import type { CertificateAction } from '../../domain/certificates';

const STEPS: Record<string, CertificateAction> = { a: 'approve', d: 'decline', c: 'certify' };
const NEXT = new Set(['n', 'j']);

/** Keys typed into a field or a dialog are text, not commands. */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    !!target.closest('[role="dialog"]') ||
    !!document.querySelector('[role="dialog"]')
  );
}

/** The review screen's single-letter shortcuts, without modifier keys, outside fields and dialogs. */
export function useReviewKeys(handlers: { step: (action: CertificateAction) => void; next: () => void }) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (STEPS[key]) {
        event.preventDefault();
        latest.current.step(STEPS[key]);
      } else if (NEXT.has(key)) {
        event.preventDefault();
        latest.current.next();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
