import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPT, type PickedPhoto } from '../claim-rules';

interface Props {
  legend: string;
  hint: string;
  photos: readonly PickedPhoto[];
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** While the form is sent: how far each photo is, by its id. */
  progress?: ReadonlyMap<string, number> | undefined;
}

/**
 * Photos from the phone's camera or its gallery, shown as thumbnails that can be removed. The
 * inputs ask for JPEG, PNG or WebP, so an iPhone converts its HEIC pictures as it sends them.
 */
export function PhotoPicker({ legend, hint, photos, onPick, onRemove, error, disabled, progress }: Props) {
  const { t } = useTranslation();
  const id = useId();

  const input = (capture: boolean) => (
    <label className={`btn btn-secondary cursor-pointer ${disabled ? 'pointer-events-none opacity-60' : ''}`}>
      {capture ? t('claims.photos.take') : t('claims.photos.choose')}
      <input
        type="file"
        className="sr-only"
        accept={PHOTO_ACCEPT}
        multiple
        {...(capture ? { capture: 'environment' as const } : {})}
        disabled={disabled}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          onPick([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </label>
  );

  return (
    <fieldset className="space-y-3" aria-invalid={error ? true : undefined}>
      <legend className="font-medium text-leaf-900">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {hint}
      </p>
      <div className="flex flex-wrap gap-2">
        {input(true)}
        {input(false)}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-petal-800">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {photos.map((photo) => (
            <li key={photo.id} className="relative">
              <Thumbnail file={photo.file} />
              <button
                type="button"
                className="absolute -top-2 -right-2 flex size-8 items-center justify-center rounded-full bg-white text-petal-800 shadow ring-1 ring-petal-200"
                aria-label={t('claims.photos.remove', { name: photo.file.name })}
                disabled={disabled}
                onClick={() => onRemove(photo.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
              {progress?.has(photo.id) && <PhotoSent name={photo.file.name} fraction={progress.get(photo.id)!} />}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** A picked file's preview; its object URL lives as long as the thumbnail (safe under StrictMode). */
function Thumbnail({ file }: { file: File }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={img} alt={file.name} className="size-20 rounded-lg object-cover ring-1 ring-leaf-100" />;
}

/** One photo's share of the upload, under its thumbnail. */
function PhotoSent({ name, fraction }: { name: string; fraction: number }) {
  const { t } = useTranslation();
  return (
    <progress
      className="mt-1 block h-1.5 w-20 accent-leaf-700"
      max={1}
      value={fraction}
      aria-label={t('claims.photos.sent', { name, percent: Math.round(fraction * 100) })}
    />
  );
}
