// The top bar's cart: the number of courses waiting in the signed-in person's cart (the server's cart,
// so the same on every device), and the way to it. Its name is its visible text ("Cart 2 courses").
import { Badge, Button, VisuallyHidden } from '@portal/shared-ui';
import { Link } from '@portal/shared-ui/router';
import { useCart } from '@portal/shared-api/cart';

export function CartLink() {
  const { data } = useCart();
  const count = data?.Count ?? 0;
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to="/cart">
        Cart
        {count > 0 ? (
          <>
            <Badge colorPalette="brand" variant="solid" size="sm">
              {count}
            </Badge>
            <VisuallyHidden>{count === 1 ? 'course' : 'courses'}</VisuallyHidden>
          </>
        ) : null}
      </Link>
    </Button>
  );
}
