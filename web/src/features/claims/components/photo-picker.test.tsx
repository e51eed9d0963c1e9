import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglishTexts } from '@/test/screen';
import { photoProgress, type PickedPhoto } from '../claim-rules';
import { PhotoPicker } from './photo-picker';

beforeAll(loadEnglishTexts);

const picked = (id: string, bytes: number): PickedPhoto => ({
  id,
  role: 'product',
  file: new File([new Uint8Array(bytes)], `${id}.jpg`, { type: 'image/jpeg' }),
});

describe('PhotoPicker while the form is sent', () => {
  it('shows how far each photo is, named for screen readers', () => {
    const photos = [picked('roses', 100), picked('label', 100)];
    render(
      <PhotoPicker
        legend="Photos"
        hint=""
        photos={photos}
        onPick={() => undefined}
        onRemove={() => undefined}
        disabled
        progress={photoProgress(photos, 0.75)}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'roses.jpg: 100% sent' })).toHaveAttribute('value', '1');
    expect(screen.getByRole('progressbar', { name: 'label.jpg: 50% sent' })).toHaveAttribute('value', '0.5');
  });

  it('shows no bars before it is sent', () => {
    render(
      <PhotoPicker
        legend="Photos"
        hint=""
        photos={[picked('roses', 100)]}
        onPick={() => undefined}
        onRemove={() => undefined}
      />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
