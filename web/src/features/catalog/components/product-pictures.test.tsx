import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPicture } from '@shop/contract';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { ProductPictures } from './product-pictures';

beforeAll(loadEnglishTexts);

// The pictures are all the component reads of a product.
const product = (id: number, { pictures }: { pictures: ProductPicture[] }) => ({ id, pictures }) as Product;

const picture = (id: number): ProductPicture => ({
  id,
  thumb: `/api/images/p1-${id}aaaaaa-thumb.webp`,
  card: `/api/images/p1-${id}aaaaaa-card.webp`,
  large: `/api/images/p1-${id}aaaaaa-large.webp`,
});
const reply = (pictures: ProductPicture[]) => [200, { success: true, data: { product: product(1, { pictures }) } }];

describe('a product’s pictures in the product form (issue 36, item 6)', () => {
  it('moves a picture with the keyboard: the order is saved, focus stays on it, the move is said', async () => {
    const pictures = [picture(1), picture(2), picture(3)];
    const calls = fakeApi((call) => {
      const ids = (call.body as { ids: number[] }).ids;
      return reply(ids.map((id) => picture(id))) as [number, unknown];
    });
    renderScreen(<ProductPictures product={product(1, { pictures })} />, '*', '/');
    expect(screen.getByText('Cover')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move picture 3 later' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move picture 3 earlier' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Picture moved to position 2 of 3.'));
    expect(calls).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/products/1/pictures', body: { ids: [1, 3, 2] } }),
    ]);
    // The moved picture (now 2nd) keeps the focus on its "earlier" button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move picture 2 earlier' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({ ids: [3, 1, 2] });
    // At the front its "earlier" button is off: focus moves to its "later" one.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move picture 1 later' })).toHaveFocus());
  });

  it('removes a picture; at five, adding is off and says why', async () => {
    const five = [1, 2, 3, 4, 5].map(picture);
    const calls = fakeApi(() => reply(five.slice(1)) as [number, unknown]);
    renderScreen(<ProductPictures product={product(1, { pictures: five })} />, '*', '/');
    const add = screen.getByLabelText('Add a picture');
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('5 pictures at most: remove one to add another.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Picture removed: 4 left.'));
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/products/1/pictures/1' });
    expect(screen.getByLabelText('Add a picture')).toBeEnabled();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
