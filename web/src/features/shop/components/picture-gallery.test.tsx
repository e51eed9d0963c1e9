import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglishTexts, renderScreen } from '@/test/screen';
import { product } from '../test/fixtures';
import { ProductDetails } from './product-details';

beforeAll(loadEnglishTexts);

const picture = (id: number) => ({
  id,
  thumb: `/api/images/p1-${id}aaaaaa-thumb.webp`,
  card: `/api/images/p1-${id}aaaaaa-card.webp`,
  large: `/api/images/p1-${id}aaaaaa-large.webp`,
});

describe('the pictures on a product’s details (issue 36, item 6)', () => {
  it('shows them in order in a gallery with labelled Previous, Next and one dot per picture', async () => {
    const pictures = [picture(1), picture(2), picture(3)];
    renderScreen(
      <ProductDetails product={product(1, { pictures, image: pictures[0]! })} onAdd={() => undefined} />,
      '*',
      '/',
    );
    const gallery = screen.getByRole('region', { name: 'Pictures of Red rose 1' });
    const slides = within(gallery)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-roledescription'));
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Picture 1 of 3',
      'Picture 2 of 3',
      'Picture 3 of 3',
    ]);
    expect(slides[1]!.querySelector('img')!.getAttribute('src')).toBe(pictures[1]!.large);

    const dot = (n: number) => within(gallery).getByRole('button', { name: `Picture ${n} of 3` });
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next picture' }));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous picture' }));
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous picture' }));
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dot(2));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  it('shows one picture without controls, and the cover alone for a product read before the gallery', () => {
    const cover = picture(7);
    renderScreen(
      <ProductDetails product={product(1, { pictures: [], image: cover })} onAdd={() => undefined} />,
      '*',
      '/',
    );
    const gallery = screen.getByRole('region', { name: 'Pictures of Red rose 1' });
    expect(gallery.querySelector('img')!.getAttribute('src')).toBe(cover.large);
    expect(within(gallery).queryByRole('button')).toBeNull();
  });
});
