import type { Product } from '@shop/contract';
import { Modal } from '@/components/ui/modal';
import { productName } from '@/lib/product-name';
import { useLanguage } from '@/lib/language';
import type { CartProps } from './cart-panel';
import { CartDrawer } from './cart-drawer';
import { ProductDetails } from './product-details';

interface Props extends CartProps {
  drawer: boolean;
  onDrawerChange: (open: boolean) => void;
  details: Product | null;
  /** Adds from the details window, as the catalogue's Add does (it says what was added). */
  onAdd: (product: Product, quantity: number) => void;
  onCloseDetails: () => void;
}

/**
 * The shop's two dialogs: the phone's cart sheet and a product's details. Loaded apart from the
 * page (their dialog library with them), at idle or when one first opens: the shop's first
 * screen on a phone does without them (issue 19).
 */
export function ShopDialogs({ cart, drawer, onDrawerChange, onProceed, details, onCloseDetails, onAdd }: Props) {
  const language = useLanguage();
  return (
    <>
      <CartDrawer open={drawer} onOpenChange={onDrawerChange} cart={cart} onProceed={onProceed} />
      <Modal
        open={details !== null}
        onOpenChange={(open) => !open && onCloseDetails()}
        title={details ? productName(details, language) : ''}
        wide
      >
        {details && <ProductDetails product={details} onAdd={onAdd} />}
      </Modal>
    </>
  );
}
