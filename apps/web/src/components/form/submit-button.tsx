/**
 * A form's submit button, drawn with the theme's button classes but without PrimeReact's Button component, so that
 * the public pages (sign-in, sign-up, password reset) load no PrimeReact code. While `loading`, it is disabled and
 * shows a spinner, as PrimeReact's `loading` button does.
 */
export const SubmitButton = ({
  label,
  loading = false,
  className,
}: {
  label: string;
  loading?: boolean;
  className?: string;
}) => (
  <button
    type="submit"
    disabled={loading}
    className={['p-button p-component', loading ? 'p-button-loading p-disabled' : '', className]
      .filter(Boolean)
      .join(' ')}
  >
    {loading ? (
      <span
        className="p-button-icon p-c p-button-loading-icon pi pi-spin pi-spinner p-button-icon-left"
        aria-hidden="true"
      />
    ) : null}
    <span className="p-button-label p-c">{label}</span>
  </button>
);
