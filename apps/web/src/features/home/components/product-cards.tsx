import { MESSAGES, type Product, type UserAccount } from '@parlance/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../../components/toast';
import { canSee, EXTERNAL_APP_SCREENS, screenOfPath } from '../../../lib/access';
import { isApiError } from '../../../lib/api-client';
import { mapApiError } from '../../../lib/api-errors';
import { getProducts, productsQueryKey } from '../api/get-products';

/**
 * Whether the user may open a product: in-app products by the screen of their path, external ones by the screen
 * of their client app (SCREEN_ACCESS). Products the user may not open are left out, as in the menus.
 */
export const mayOpenProduct = (account: Pick<UserAccount, 'authorities'>, product: Product): boolean => {
  const screen = product.external
    ? EXTERNAL_APP_SCREENS[product.code as keyof typeof EXTERNAL_APP_SCREENS]
    : screenOfPath(product.url);
  return screen === undefined || canSee(account, screen);
};

/** Spec section 8: summary "Error" with the answer's title, or the network message when there was no answer. */
export const productsErrorDetail = (error: unknown): string => {
  if (!isApiError(error) || !error.response) return MESSAGES.productsNetworkError;
  const info = mapApiError(error);
  return info.problemTitle ?? (error.response.statusText || info.title);
};

const ProductAction = ({ product }: { product: Product }) => {
  if (!product.enabled || !product.url) {
    return <span className="product-card__unavailable">Not available</span>;
  }
  if (product.external) {
    return (
      <a
        className="p-button p-component product-card__open"
        href={product.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        Open {product.name} <span className="visually-hidden">(opens in a new tab)</span>
        <i className="pi pi-external-link" aria-hidden="true" />
      </a>
    );
  }
  return (
    <Link className="p-button p-component product-card__open" to={product.url}>
      Open {product.name}
    </Link>
  );
};

/** The tenant's products as cards (GET /{tenantPublicId}/api/products). */
export const ProductCards = ({
  tenantPublicId,
  account,
}: {
  tenantPublicId: number;
  account: Pick<UserAccount, 'authorities'>;
}) => {
  const toast = useToast();
  const products = useQuery({
    queryKey: productsQueryKey(tenantPublicId),
    queryFn: ({ signal }) => getProducts(tenantPublicId, signal),
  });

  const { error, errorUpdatedAt } = products;
  const toasted = useRef(0);
  useEffect(() => {
    // One toast per failed fetch: errorUpdatedAt changes with each failure.
    if (!error || toasted.current === errorUpdatedAt) return;
    toasted.current = errorUpdatedAt;
    toast.show({ severity: 'error', summary: MESSAGES.errorSummary, detail: productsErrorDetail(error) });
  }, [error, errorUpdatedAt, toast]);

  if (products.isPending) {
    return (
      <p className="products__status" role="status">
        Loading products…
      </p>
    );
  }
  if (products.isError) {
    return (
      <div className="products__status" data-testid="products-error">
        <p>The products could not be loaded.</p>
        {/* A plain button in the theme's look: the home chunk stays free of PrimeReact's Button. */}
        <button
          type="button"
          className="p-button p-component p-button-outlined"
          onClick={() => void products.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  const visible = products.data.filter((product) => mayOpenProduct(account, product));
  if (visible.length === 0) return <p className="products__status">No products yet.</p>;
  return (
    <ul className="product-grid" data-testid="product-cards">
      {visible.map((product) => (
        <li
          key={product.id}
          className={`product-card${product.enabled ? '' : ' product-card--disabled'}`}
          data-testid={`product-${product.code}`}
        >
          <h3 className="product-card__name">{product.name}</h3>
          <p className="product-card__description">{product.description}</p>
          <ProductAction product={product} />
        </li>
      ))}
    </ul>
  );
};
