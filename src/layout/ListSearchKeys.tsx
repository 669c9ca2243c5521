import { useEffect } from 'react';

/** The search field of the list on screen (react-admin's SearchInput has the source `q`). */
const listSearch = () =>
  document.querySelector<HTMLInputElement>('main input[name="q"], #main-content input[name="q"]');

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Sets an input's value the way typing would, so React (and the list's filter) sees the change. */
function clear(input: HTMLInputElement) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * List keys (issue 13): `/` puts the cursor into the list's search, unless the user is typing
 * somewhere (then it is just a slash); Escape in that search empties it.
 */
export const ListSearchKeys = () => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === '/' && !isTyping(event.target) && !document.querySelector('[role="dialog"]')) {
        const input = listSearch();
        if (!input) return;
        event.preventDefault();
        input.focus();
        input.select();
      } else if (event.key === 'Escape' && event.target === listSearch() && (event.target as HTMLInputElement).value) {
        event.preventDefault();
        clear(event.target as HTMLInputElement);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return null;
};
