import { useEffect, type RefObject } from 'react';

/** Rows a table shows at least, however little room the screen leaves (then the page scrolls too). */
const MIN_HEIGHT = 240;

/**
 * Bounds the height of the table's scroll container (react-admin's `.RaDataTable-tableWrapper`)
 * to the room the screen leaves below the page header, the list toolbar and above the
 * pagination. The rows scroll inside it, so the sticky column headers, the toolbar and the
 * sideways scrollbar stay in view; a wide table no longer hides its last columns below the
 * fold. Measured, because toolbars wrap onto more lines with their filters and the screen size.
 */
export function useTableFitsScreen(box: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const root = box.current;
    if (!root || !active) return;
    const fit = () => {
      const wrapper = root.querySelector<HTMLElement>('.RaDataTable-tableWrapper');
      if (!wrapper) return;
      const main = root.closest('.RaList-main') ?? root;
      const { top, bottom } = wrapper.getBoundingClientRect();
      const below = Math.max(0, main.getBoundingClientRect().bottom - bottom);
      const room = window.innerHeight - (top + window.scrollY) - below - 8;
      const maxHeight = `${Math.max(MIN_HEIGHT, Math.floor(room))}px`;
      if (wrapper.style.maxHeight !== maxHeight) wrapper.style.maxHeight = maxHeight;
    };
    fit();
    // rows arriving, filters wrapping, bulk toolbar, window size: all change the body's size
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    observer.observe(root);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [box, active]);
}
