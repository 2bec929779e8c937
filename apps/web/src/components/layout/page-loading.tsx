/** Shown while a page's data loads. */
export const PageLoading = () => (
  <div className="page-loading" role="status" aria-live="polite">
    <i className="pi pi-spin pi-spinner" aria-hidden="true" />
    <span>Loading…</span>
  </div>
);
