import { Dropdown } from 'primereact/dropdown';
import { memo, useRef } from 'react';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** How many page numbers are offered at once, around the current page. */
const PAGE_LINKS = 5;

export interface PaginatorProps {
  /** Names the paginator's navigation landmark. */
  label: string;
  /** The current page, from 0. */
  page: number;
  size: number;
  total: number;
  /** `total` is a lower bound (the server counted up to a limit): the next page is always offered, no last one. */
  more?: boolean | undefined;
  onPage: (page: number) => void;
  /** A new page size; the caller goes back to the first page. */
  onSize: (size: number) => void;
}

/** The page numbers shown: at most five, the current one in the middle where there is room. */
export const pageLinks = (page: number, pageCount: number): number[] => {
  const count = Math.min(PAGE_LINKS, pageCount);
  const start = Math.max(0, Math.min(page - Math.floor(PAGE_LINKS / 2), pageCount - count));
  return Array.from({ length: count }, (_, index) => start + index);
};

/**
 * The rows-per-page choice. Memoised on the size alone (`onSize` is a new function at each table render): a
 * Dropdown is costly to render, and the table renders again whenever its data or loading state changes.
 */
const PageSize = memo(
  ({ size, onSize }: { size: number; onSize: (size: number) => void }) => {
    const apply = useRef(onSize);
    apply.current = onSize;
    const sizes: number[] = PAGE_SIZES.includes(size as (typeof PAGE_SIZES)[number])
      ? [...PAGE_SIZES]
      : [...PAGE_SIZES, size].sort((a, b) => a - b);
    return (
      <Dropdown
        value={size}
        options={sizes.map((value) => ({ label: String(value), value }))}
        onChange={(event) => {
          if (typeof event.value === 'number' && event.value !== size) apply.current(event.value);
        }}
        aria-label="Rows per page"
        // The hidden native select and the arrow (a clickable area, not a tab stop) need names too.
        pt={{ select: { 'aria-label': 'Rows per page' }, trigger: { 'aria-label': 'Show the page sizes' } }}
        className="resource-table__page-size"
      />
    );
  },
  (before, after) => before.size === after.size,
);

/**
 * First, previous, numbered, next and last page buttons and the rows-per-page choice, in the Lara theme's
 * paginator look. The buttons keep PrimeReact's names ("First Page" … "Last Page", "Page 2").
 */
export const Paginator = ({ label, page, size, total, more, onPage, onSize }: PaginatorProps) => {
  const counted = Math.max(1, Math.ceil(total / size));
  const pageCount = more ? Math.max(counted, page + 2) : counted;
  const atStart = page <= 0;
  const atEnd = page >= pageCount - 1;
  const step = (className: string, name: string, icon: string, target: number, disabled: boolean) => (
    <button
      type="button"
      className={`${className} p-paginator-element p-link${disabled ? ' p-disabled' : ''}`}
      aria-label={name}
      disabled={disabled}
      onClick={() => onPage(target)}
    >
      <i className={`pi ${icon}`} aria-hidden="true" />
    </button>
  );

  return (
    <nav className="p-paginator p-paginator-bottom p-component resource-table__paginator" aria-label={label}>
      {step('p-paginator-first', 'First Page', 'pi-angle-double-left', 0, atStart)}
      {step('p-paginator-prev', 'Previous Page', 'pi-angle-left', page - 1, atStart)}
      <span className="p-paginator-pages">
        {pageLinks(page, pageCount).map((index) => (
          <button
            key={index}
            type="button"
            className={`p-paginator-page p-paginator-element p-link${index === page ? ' p-highlight' : ''}`}
            aria-label={`Page ${index + 1}`}
            aria-current={index === page ? 'page' : undefined}
            onClick={() => {
              if (index !== page) onPage(index);
            }}
          >
            {index + 1}
          </button>
        ))}
      </span>
      {step('p-paginator-next', 'Next Page', 'pi-angle-right', page + 1, atEnd)}
      {step('p-paginator-last', 'Last Page', 'pi-angle-double-right', pageCount - 1, atEnd || Boolean(more))}
      <PageSize size={size} onSize={onSize} />
    </nav>
  );
};
