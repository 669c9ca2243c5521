import type { Page } from 'playwright-core';

/** What the measurement found on one screen: the tables it met and what of them the user cannot see. */
export interface CellLayout {
  tables: number;
  cells: number;
  /** "header text: what is wrong", one per column and reason. */
  clipped: string[];
}

/**
 * Measures every table on the screen (react-admin's DataTable and plain MUI tables) and the grid
 * rows that stand for tables (a course's participants and trainers in its form): each header and
 * data cell's content must lie inside the visible part of its table, left of the sticky actions
 * column, or the table must scroll sideways with its scrollbar in view. Independently of that, no
 * content may be cut inside its cell (an ellipsis, a chip's shortened label, text spilling into the
 * next cell, a field's value longer than its box), and a text clamped to lines must keep room for
 * more than a few words. The list toolbar's filter labels must not be cut either.
 */
export const clippedCells = (page: Page): Promise<CellLayout> =>
  page.evaluate(() => {
    const clipped = new Set<string>();
    let cells = 0;
    const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    /**
     * What of an element its clipping ancestors (and the window) leave visible sideways, and the
     * nearest of them that scrolls sideways, if one does.
     */
    const view = (element: Element) => {
      let left = 0;
      let right = window.innerWidth;
      let scroller: Element | null = null;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX === 'visible') continue;
        const box = node.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
        if (!scroller && scrollsSideways(node) && node.scrollWidth > node.clientWidth + 1) scroller = node;
      }
      return { left, right, scroller };
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    /** The extent of what a cell shows: its text and elements, also where they spill out of it. */
    const contentBox = (cell: Element) => {
      let left = Infinity;
      let right = -Infinity;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement!;
        // a field's label floats above its box (its own cut is measured below)
        if (!text.textContent?.trim() || !visible(parent) || parent.closest('label')) continue;
        if (getComputedStyle(parent).position === 'absolute') continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) {
          left = Math.min(left, rect.left);
          right = Math.max(right, rect.right);
        }
      }
      for (const element of cell.querySelectorAll('svg, input, img, button')) {
        if (!visible(element) || getComputedStyle(element).position === 'absolute') continue;
        const rect = element.getBoundingClientRect();
        left = Math.min(left, rect.left);
        right = Math.max(right, rect.right);
      }
      return left <= right ? { left, right } : null;
    };
    /** Why the cell cuts its own content, if it does. */
    const cutInside = (cell: Element) => {
      for (const element of [cell, ...cell.querySelectorAll('*')]) {
        // a field's value longer than its box (a name shortened to "Richter, Anna-…")
        if (element instanceof HTMLInputElement && element.type === 'text' && visible(element)) {
          if (element.scrollWidth > element.clientWidth + 1) return `cut (${element.value.slice(0, 30)})`;
          continue;
        }
        if (!(element instanceof HTMLElement) || element.tagName === 'TEXTAREA') continue;
        if (!visible(element) || !element.innerText.trim()) continue;
        const style = getComputedStyle(element);
        // read by screen readers only (MUI's visually hidden texts)
        if (element.clientWidth <= 1 || style.clip !== 'auto') continue;
        if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1)
          return `cut (${element.innerText.trim().slice(0, 30)})`;
        // a text clamped to a few lines: it must keep room for a few words on each
        if (
          style.webkitLineClamp !== 'none' &&
          element.scrollHeight > element.clientHeight + 1 &&
          element.clientWidth < 160
        )
          return `clamped to ${element.clientWidth} px`;
      }
      return null;
    };

    const tables = [...document.querySelectorAll('main table, [role=main] table')].filter(visible);
    const gridRows = [...document.querySelectorAll('[data-testid$="-row"]:not(tr)')].filter(
      (row) => visible(row) && getComputedStyle(row).display === 'grid',
    );
    const groups = [
      ...tables.map((table) => ({
        table,
        headers: [...table.querySelectorAll('thead th')],
        rows: [...table.querySelectorAll('tr')].map((row) => [...row.children]),
      })),
      // a grid row's own children are its cells; its header is its field labels
      ...gridRows.map((row) => ({ table: row, headers: [] as Element[], rows: [[...row.children]] })),
    ];
    for (const { table, headers, rows } of groups) {
      const { left, right: visibleRight, scroller } = view(table);
      const bottom = scroller?.getBoundingClientRect().bottom ?? 0;
      // a sideways scrollbar is at the bottom edge of what scrolls: in view when that edge is
      const scrollbarInView = !!scroller && bottom <= window.innerHeight && bottom > 0;
      for (const row of rows) {
        const actions = row.find((cell) => cell.classList.contains('actions'))?.getBoundingClientRect();
        const right = Math.min(visibleRight, actions?.left ?? Infinity);
        row.forEach((cell, index) => {
          if (cell.classList.contains('actions') || !visible(cell)) return;
          const content = contentBox(cell);
          if (!content) return;
          cells++;
          const column =
            (cell.tagName === 'TH'
              ? (cell as HTMLElement).innerText
              : (headers[index] as HTMLElement | undefined)?.innerText) ||
            (cell.querySelector('label') as HTMLElement | null)?.innerText ||
            `column ${index + 1}`;
          const name = column.trim().replace(/\s+/g, ' ');
          const cellBox = cell.getBoundingClientRect();
          const inside = cutInside(cell);
          if (inside) clipped.add(`${name}: ${inside}`);
          else if (content.right > cellBox.right + 1 || content.left < cellBox.left - 1)
            clipped.add(
              `${name}: spills out of its cell (${Math.round(content.left)}–${Math.round(content.right)} px, the cell ${Math.round(cellBox.left)}–${Math.round(cellBox.right)} px)`,
            );
          if ((content.left < left - 1 || content.right > right + 1) && !scrollbarInView)
            clipped.add(`${name}: out of view${scroller ? ' (scrollbar off-screen)' : ''}`);
        });
      }
    }
    // the list toolbar's filters name themselves whole
    for (const label of document.querySelectorAll<HTMLElement>('.filter-field label')) {
      if (visible(label) && label.scrollWidth > label.clientWidth + 1)
        clipped.add(`filter ${label.innerText.trim()}: cut`);
    }
    return { tables: groups.length, cells, clipped: [...clipped] };
  });
